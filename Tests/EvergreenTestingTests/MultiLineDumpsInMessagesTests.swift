import EvergreenReporting
import EvergreenTesting
import Testing

private struct SearchResult: Equatable, Sendable {
  var id: Int
  var title: String
  var subtitle: String
}

private struct Results: Reducer {
  struct State: Equatable {}
  enum Action: Sendable {
    case searchTapped
    case searchResponse(Result<[SearchResult], SearchFailure>)
    case other
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard case .searchTapped = action else { return .none }
    return .send(.searchResponse(.success(Self.results)))
  }

  static let results = [
    SearchResult(id: 1, title: "Green tea from the hills", subtitle: "Steamed, not roasted"),
    SearchResult(id: 2, title: "Black tea for the morning", subtitle: "Strong, with milk"),
  ]
}

private let expectedBullet = """
    • .searchResponse(
        .success(
          [
            SearchResult(
              id: 1,
              title: "Green tea from the hills",
              subtitle: "Steamed, not roasted"
            ),
            SearchResult(
              id: 2,
              title: "Black tea for the morning",
              subtitle: "Strong, with milk"
            )
          ]
        )
      ), fed back by the effect started by send(.searchTapped)
  """

@MainActor
@Suite("Failure messages print long actions as indented multi-line dumps, never collapsed")
struct MultiLineDumpsInMessagesTests {
  @Test("an action not received is listed as an indented dump under its bullet")
  func unreceivedActionIsDumped() async {
    let store = TestStore(initialState: Results.State()) { Results() }
    await withKnownIssue {
      await store.send(.searchTapped)
      await store.finish()
    } matching: { issue in
      issue.comments.map(\.rawValue).joined().contains(expectedBullet)
    }
  }

  @Test("an unexpected action is shown as an indented dump after 'but received:'")
  func unexpectedActionIsDumped() async {
    let store = TestStore(initialState: Results.State()) { Results() }
    await withKnownIssue {
      await store.send(.searchTapped)
      await store.receive(.other)
    } matching: { issue in
      let message = issue.comments.map(\.rawValue).joined()
      return message.contains("expected .other, but received:\n" + expectedBullet)
    }
  }

  @Test("bulletItem(dumping:) keeps a short value on its bullet's line and indents a long one under it")
  func bulletItemHelper() {
    #expect(
      bulletItem(dumping: SearchResult(id: 1, title: "a", subtitle: "b"))
        == "  • SearchResult(id: 1, title: \"a\", subtitle: \"b\")")
    let long = bulletItem(dumping: Results.results, indent: 0).split(separator: "\n")
    #expect(long.first == "• [")
    #expect(long.dropFirst().allSatisfy { $0.hasPrefix("  ") })
    #expect(bulletItem("a\nb", indent: 4) == "    • a\n      b")
  }
}
