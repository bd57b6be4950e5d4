import Foundation
import Testing

@testable import EvergreenTesting

/// A list of rows whose actions come back through an effect: the recorded case paths go through
/// the child's action.
private struct Board: Reducer {
  struct State: Equatable { var taps = 0 }
  enum Row: Equatable, Sendable { case tapped, held }
  enum Action: Equatable, Sendable {
    case rows(IdentifiedAction<Int, Row>)
    case renamed(String)
    case refreshTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .refreshTapped: return .send(.rows(.element(id: 1, action: .held)))
      case .rows(.element(_, .tapped)): state.taps += 1
      case .rows, .renamed: break
      }
      return .none
    }
  }
}

@MainActor
@Suite("Recording the action cases a store is sent and receives")
struct ActionRecordingTests {
  static let test = ActionExerciser.test(name: "tapping a row", file: "BoardTests.swift", line: 4)

  @Test("each case is recorded once with the path through its child actions, as sent or received")
  func recordsCasePaths() async {
    let log = ActionUseLog()
    await ActionRecording.$current.withValue(ActionRecording(log: log, exerciser: Self.test)) {
      let store = TestStore(initialState: Board.State()) { Board() }
      await store.send(.rows(.element(id: 1, action: .tapped))) { $0.taps = 1 }
      await store.send(.rows(.element(id: 2, action: .tapped))) { $0.taps = 2 }
      await store.send(.renamed("Kitchen"))
      await store.send(.refreshTapped)
      await store.receive(.rows(.element(id: 1, action: .held)))
    }
    #expect(
      log.uses.map { "\($0.direction.rawValue) \($0.casePath.joined(separator: "."))" } == [
        "sent rows.element.tapped", "sent renamed", "sent refreshTapped", "received rows.element.held",
      ])
    #expect(log.uses.allSatisfy { $0.exerciser == Self.test && $0.actionType.hasSuffix("Board.Action") })
  }

  @Test("a scenario's stores record nothing when the run keeps no map, and never count as the Swift test around them")
  func scenarioWithoutLog() async {
    let scenario = ActionExerciser.scenario(id: "p1", name: "Tapping", file: "Specs/Board.feature", line: 2)
    let recording = ActionRecording.$current.withValue(ActionRecording(log: nil, exerciser: scenario)) {
      TestStore(initialState: Board.State()) { Board() }.recording
    }
    #expect(recording == nil)
  }

  @Test("a recording without a log changes what new stores record only under a recording with a log or a test's map")
  func whenBindingMatters() {
    let scenario = ActionExerciser.scenario(id: "p1", name: "Tapping", file: "Specs/Board.feature", line: 2)
    let withoutLog = ActionRecording(log: nil, exerciser: scenario)
    let testSideMapIsOn = TestSideBehaviourMap.processLog != nil
    #expect(withoutLog.changesWhatNewStoresRecord == testSideMapIsOn)
    #expect(ActionRecording(log: ActionUseLog(), exerciser: scenario).changesWhatNewStoresRecord)
    ActionRecording.$current.withValue(ActionRecording(log: ActionUseLog(), exerciser: Self.test)) {
      #expect(withoutLog.changesWhatNewStoresRecord)
    }
    ActionRecording.$current.withValue(withoutLog) {
      #expect(!ActionRecording(log: nil, exerciser: scenario).changesWhatNewStoresRecord)
    }
  }
}

@Suite("Writing the tests' side of the behaviour map")
struct TestSideBehaviourMapTests {
  static func use(_ name: String) -> ActionUse {
    ActionUse(
      exerciser: .test(name: name, file: "T.swift", line: 1), actionType: "App.F.Action", casePath: [name],
      direction: .sent)
  }

  func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("behaviour-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("two processes of one swift test command merge into the file; a later command replaces it")
  func mergesWithinOneCommand() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("tests-map.json").path
    try TestSideBehaviourMap.write([Self.use("a")], to: path, command: 10)
    try TestSideBehaviourMap.write([Self.use("b"), Self.use("a")], to: path, command: 10)
    let merged = try JSONDecoder().decode(
      TestSideBehaviourMap.Contents.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(merged.uses.map(\.casePath) == [["a"], ["b"]])
    try TestSideBehaviourMap.write([Self.use("c")], to: path, command: 11)
    let replaced = try JSONDecoder().decode(
      TestSideBehaviourMap.Contents.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(replaced.uses.map(\.casePath) == [["c"]])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["tests-map.json"])
  }

  @Test("a folder named as the file is refused and left as it is")
  func refusesAFolder() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: (any Error).self) { try TestSideBehaviourMap.write([Self.use("a")], to: folder.path, command: 1) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }
}
