import Foundation
import Testing

@testable import SpecRun

/// A worker runs nothing until its queue's fingerprint is the run's: two queues that hold other
/// scenarios, or the same ones in another order, must not share one.
@MainActor
@Suite("A queue's fingerprint tells apart queues that hold other scenarios")
struct QueueFingerprintTests {
  /// One folder for every planning: the files' paths are part of what the fingerprint holds.
  let folder: FeatureFolder

  init() throws { folder = try FeatureFolder([:]) }

  /// The fingerprint of the queue a run plans, in the defined order, with only `files` in the
  /// folder.
  func fingerprint(_ files: [String: String]) async throws -> UInt64 {
    try? FileManager.default.removeItem(at: folder.url)
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
    for (name, text) in files { try text.write(toFile: folder.path(name), atomically: true, encoding: .utf8) }
    var options = RunOptions()
    options.selections = [.init(path: folder.path())]
    let run = SpecRunner(library: BasketSteps.library, options: options) { _ in }
    let appOfFile = run.loadFiles()
    let (_, glue) = run.glue(of: appOfFile)
    let selected = run.select(order: .defined)
    let maker = await run.plan(selected, appOfFile: appOfFile, glue: glue, runID: "run").maker
    #expect(maker.queue.count == 2)
    return maker.fingerprint
  }

  nonisolated static let basket = """
    Feature: Basket

      Scenario: One
        Given an empty basket
        When I add 1 kiwis
        Then the basket holds 1 kiwis

      Scenario: Two
        Given an empty basket
        When I add 2 kiwis
        Then the basket holds 2 kiwis

    """

  @Test("the same files planned twice give the same fingerprint")
  func sameFilesSameFingerprint() async throws {
    let first = try await fingerprint(["a.feature": Self.basket])
    let second = try await fingerprint(["a.feature": Self.basket])
    #expect(first == second)
  }

  @Test(
    "a changed step, name, line or file changes the fingerprint",
    arguments: [
      ("a step's text", Self.basket.replacingOccurrences(of: "add 2 kiwis", with: "add 3 kiwis"), "a.feature"),
      ("a scenario's name", Self.basket.replacingOccurrences(of: "Scenario: Two", with: "Scenario: Twi"), "a.feature"),
      (
        "a scenario's line", Self.basket.replacingOccurrences(of: "\n\n  Scenario: Two", with: "\n\n\n  Scenario: Two"),
        "a.feature"
      ),
      ("the file", Self.basket, "b.feature"),
      (
        "two scenarios' steps, swapped",
        Self.basket.replacingOccurrences(of: " 1 kiwis", with: " x kiwis").replacingOccurrences(
          of: " 2 kiwis", with: " 1 kiwis"
        )
        .replacingOccurrences(of: " x kiwis", with: " 2 kiwis"),
        "a.feature"
      ),
    ])
  func changedQueueChangedFingerprint(change: String, text: String, file: String) async throws {
    let original = try await fingerprint(["a.feature": Self.basket])
    let changed = try await fingerprint([file: text])
    #expect(original != changed, "\(change) changed, the fingerprint did not")
  }

  @Test("texts are told apart where they end, in their last bytes, and beyond ASCII")
  func textsToldApart() {
    func fingerprint(_ texts: String...) -> UInt64 {
      var hash = Fingerprint()
      for text in texts { hash.add(text) }
      return hash.value
    }
    #expect(fingerprint("ab", "c") != fingerprint("a", "bc"))
    #expect(fingerprint("", "abc") != fingerprint("abc", ""))
    #expect(fingerprint("abc") != fingerprint("abc", ""))
    #expect(fingerprint("the basket holds 10 kiwis") != fingerprint("the basket holds 11 kiwis"))
    #expect(fingerprint("a long text of more than eight bytes") != fingerprint("b long text of more than eight bytes"))
    #expect(fingerprint("12345678") != fingerprint("12345679"))
    #expect(fingerprint("カウンターは1") != fingerprint("カウンターは2"))
    #expect(fingerprint("kiwis") == fingerprint("kiwis"))
    var numbers = Fingerprint()
    numbers.add(1)
    var other = Fingerprint()
    other.add(256)
    #expect(numbers.value != other.value)
  }
}
