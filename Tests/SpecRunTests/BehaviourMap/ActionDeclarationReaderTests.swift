import SpecRun
import Testing

@Suite("Reading action declarations from Swift sources")
struct ActionDeclarationReaderTests {
  static let tricky = #"""
    import Evergreen

    /* enum Action { case commentedOut }  /* nested */ still a comment */
    public struct SearchFeature: Reducer {
      let note = "enum Action { case inAString }"
      let raw = #"case "quoted" \(x)"#
      let text = """
        case inAMultilineString
        """
      @CasePathable
      public indirect enum Action: Equatable, Sendable {
        // case inALineComment
        case queryChanged(String), searchTapped
        @available(*, deprecated, message: "use searchTapped")
        case oldSearch
        indirect case nested(Action)
        case results(Result<[String], SearchError>)
        case `default`
        #if DEBUG
          case debugMenuOpened
        #else
          case debugMenuOpened
          case releaseOnly
        #endif
        case delegate(Delegate)

        public enum Delegate: Equatable, Sendable {
          case picked(id: Int, name: String = "x")
        }

        var isUserAction: Bool {
          switch self {
          case .queryChanged, .searchTapped: true
          default: false
          }
        }
      }

      public enum State { case idle, busy }
    }

    extension SearchFeature {
      public struct Filter: Reducer {
        public enum Action { case toggled(on: Bool) }
      }
    }
    """#

  @Test("cases are read as Swift reads them: comments, strings, attributes, indirect, several on a line, #if branches")
  func trickySource() throws {
    let declarations = ActionDeclarationReader.read(Self.tricky, file: "Search.swift")
    #expect(
      declarations.map(\.name) == [
        "SearchFeature.Action", "SearchFeature.Action.Delegate", "SearchFeature.Filter.Action",
      ])
    let action = try #require(declarations.first)
    #expect(
      action.cases.map(\.name) == [
        "queryChanged", "searchTapped", "oldSearch", "nested", "results", "default", "debugMenuOpened", "releaseOnly",
        "delegate",
      ])
    #expect(
      action.cases.map(\.payload) == [
        "String", nil, nil, "Action", "Result<[String], SearchError>", nil, nil, nil, "Delegate",
      ])
    #expect(action.cases[1].line == 13 && action.cases[1].column == 32)
    #expect(action.line == 11 && !action.isNested && action.featureName == "SearchFeature")
    #expect(declarations[1].isNested && declarations[1].cases.map(\.name) == ["picked"])
    #expect(declarations[1].cases[0].payload == "id: Int, name: String =")
    #expect(
      declarations[2].featureName == "SearchFeature.Filter" && declarations[2].cases.map(\.payload) == ["on: Bool"])
  }

  @Test("a source saved on Windows (CRLF) is read as its LF twin: the same cases at the same lines")
  func windowsLineEnds() {
    let windows = ActionDeclarationReader.read(
      Self.tricky.replacingOccurrences(of: "\n", with: "\r\n"), file: "Search.swift")
    let unix = ActionDeclarationReader.read(Self.tricky, file: "Search.swift")
    #expect(windows.map(\.name) == unix.map(\.name))
    #expect(
      windows.flatMap(\.cases).map { "\($0.name) \($0.line):\($0.column)" }
        == unix.flatMap(\.cases).map {
          "\($0.name) \($0.line):\($0.column)"
        })
    #expect(windows.first?.cases.count == 9)
  }

  @Test("a folder that does not exist is an error naming it and where it was given")
  func missingFolder() {
    do {
      _ = try ActionDeclarationReader.read(folder: "/nonexistent/evergreen/sources")
      Issue.record("a missing folder was read as an app without features")
    } catch {
      #expect(
        "\(error)"
          == "/nonexistent/evergreen/sources: cannot read the app's Swift sources (no such folder). Check the folder given as SpecApp(…, sources:)."
      )
    }
  }
}
