import Evergreen
import EvergreenReporting
import EvergreenTesting
import Foundation
import Testing

/// Adds an item with an id and a creation date from dependencies.
private struct Inbox: Reducer {
  struct Item: Equatable {
    var id: UUID
    var createdAt: Date
  }
  enum Action: Equatable, Sendable { case add }
  @Dependency(\.uuid) var uuid
  @Dependency(\.date) var date

  func reduce(into state: inout [Item], action: Action) -> Effect<Action> {
    state.append(Item(id: uuid(), createdAt: date.now))
    return .none
  }
}

private let fixedNow = Date(timeIntervalSince1970: 1_700_000_000)

@MainActor
@Suite("Swift Testing traits set dependencies for every store a test makes", .dependencies { $0.date.now = fixedNow })
struct DependenciesTraitTests {
  @Test("a test trait and a suite trait both reach the store, without reports", .dependency(\.uuid, .incrementing))
  func traitsReachStore() async {
    let store = TestStore(initialState: [Inbox.Item]()) { Inbox() }
    let issues = await IssueCollector.collect {
      await store.send(.add) { $0 = [Inbox.Item(id: UUID(counting: 0), createdAt: fixedNow)] }
      await store.send(.add) { $0.append(Inbox.Item(id: UUID(counting: 1), createdAt: fixedNow)) }
    }
    #expect(issues.messages == [])
  }

  @Test("each test gets fresh values: .incrementing counts from zero again", .dependency(\.uuid, .incrementing))
  func freshPerTest() async {
    let store = TestStore(initialState: [Inbox.Item]()) { Inbox() }
    await store.send(.add) { $0 = [Inbox.Item(id: UUID(counting: 0), createdAt: fixedNow)] }
  }

  @Test("a store's own withDependencies: applies on top of the traits", .dependency(\.uuid, .incrementing))
  func storeOverridesTrait() async {
    let later = fixedNow.addingTimeInterval(60)
    let store = TestStore(initialState: [Inbox.Item]()) {
      Inbox()
    } withDependencies: {
      $0.date.now = later
    }
    await store.send(.add) { $0 = [Inbox.Item(id: UUID(counting: 0), createdAt: later)] }
  }

  @Test("without the trait, the unset dependency still fails the test")
  func withoutTraitFails() async {
    let store = TestStore(initialState: [Inbox.Item]()) { Inbox() }
    let issues = await IssueCollector.collect {
      await store.send(.add) { $0 = [Inbox.Item(id: $0.first?.id ?? UUID(), createdAt: fixedNow)] }
    }
    #expect(
      issues.first?.message.hasPrefix("The dependency 'uuid' (UUIDGenerator) was used in a test that did not set it")
        == true)
  }
}
