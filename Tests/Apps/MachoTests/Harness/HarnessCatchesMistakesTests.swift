import Evergreen
import EvergreenReporting
import EvergreenTesting
import Foundation
import Macho
import Testing

/// Specs that are wrong on purpose, run inside an `IssueCollector`: each shows the TestStore failing,
/// at the right line and with a message that says what to do, when a spec misses what the feature
/// really does. They prove the specs above could fail.
@MainActor
@Suite("ハーネスは仕様の見落としを失敗として報告する")
struct HarnessCatchesMistakesTests {
  @Test("assert を書かずに「+」を送ると、数と豆知識の変化が差分つきで報告される")
  func unassertedChange() async throws {
    let initial = CounterFeature.State(count: 3, fact: "3 is a prime number.")
    let store = TestStore(initialState: initial) { CounterFeature() }
    var sendLine = 0
    let issues = await IssueCollector.collect {
      sendLine = #line + 1
      await store.send(.incrementButtonTapped)
      await store.finish()
    }
    let diff = try #require(difference(initial, CounterFeature.State(count: 4)))
    #expect(
      issues.map(\.message) == [
        """
        State was not expected to change after send(.incrementButtonTapped), but it did:

        \(diff)

        Add an assert closure that makes these changes:

          await store.send(.incrementButtonTapped) {
            $0.count = 4
            $0.fact = nil
          }
        """
      ])
    #expect(issues.map(\.line) == [sendLine])
    #expect(issues.map(\.fileID) == ["MachoTests/HarnessCatchesMistakesTests.swift"])
  }

  @Test("「+」で豆知識が消えることを書き忘れると、その差分が報告される")
  func partlyAssertedChange() async throws {
    let store = TestStore(initialState: CounterFeature.State(count: 3, fact: "3 is a prime number.")) {
      CounterFeature()
    }
    let issues = await IssueCollector.collect {
      await store.send(.incrementButtonTapped) { $0.count = 4 }
      await store.finish()
    }
    let diff = try #require(
      difference(CounterFeature.State(count: 4, fact: "3 is a prime number."), CounterFeature.State(count: 4)))
    #expect(
      issues.map(\.message) == [
        """
        State was not as expected after send(.incrementButtonTapped):

        \(diff)

        Make the assert closure produce the state above marked '+' (or fix the reducer if '−' is right); these lines in it do so:

          $0.fact = nil
        """
      ])
  }

  @Test("届いた豆知識を receive し忘れると、finish がその action と送った行を報告する")
  func unreceivedFact() async {
    let store = TestStore(initialState: CounterFeature.State(count: 7)) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is lucky." }
    }
    var sendLine = 0
    var finishLine = 0
    let issues = await IssueCollector.collect {
      sendLine = #line + 1
      await store.send(.factButtonTapped) { $0.isLoading = true }
      finishLine = #line + 1
      await store.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        1 action(s) fed back by effects were not received at the end of the test:
          • .factResponse("7 is lucky."), fed back by the effect started by send(.factButtonTapped) at \
        MachoTests/HarnessCatchesMistakesTests.swift:\(sendLine)

        Receive each with 'await store.receive(…)', or skip them with 'await store.skipReceivedActions()'.
        """
      ])
    #expect(issues.map(\.line) == [finishLine])
  }

  @Test("時計を進めずに終えると、TestClock を待つ読み込みがまだ動いていると報告される")
  func factStillLoading() async {
    let facts = PacedNumberFacts()
    let store = TestStore(initialState: CounterFeature.State(count: 5)) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact = facts.client
    }
    var sendLine = 0
    let issues = await IssueCollector.collect {
      sendLine = #line + 1
      await store.send(.factButtonTapped) { $0.isLoading = true }
      await store.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        1 effect(s) still running at the end of the test:
          • the effect started by send(.factButtonTapped) at MachoTests/HarnessCatchesMistakesTests.swift:\
        \(sendLine): waiting on the TestClock (1 sleeper(s)); advance the clock with 'advance(by:)' or 'run()'

        Let each effect end (advance the TestClock, send the action that stops it), cancel it in the \
        reducer, or skip it with 'await store.skipInFlightEffects()'.
        """
      ])
    #expect(facts.clock.sleeperCount == 0, "finish() cancelled the request it reported")
  }

  @Test("finish を呼ばずにストアを手放すと、解放の時に読み込み中の要求が送った行で報告される")
  func releasedWhileLoading() async {
    let facts = PacedNumberFacts()
    var sendLine = 0
    let issues = await IssueCollector.collect {
      let store = TestStore(initialState: CounterFeature.State(count: 5)) {
        CounterFeature()
      } withDependencies: {
        $0.numberFact = facts.client
      }
      sendLine = #line + 1
      await store.send(.factButtonTapped) { $0.isLoading = true }
    }
    #expect(
      issues.map(\.message) == [
        """
        1 effect(s) still running when the TestStore was released (the test ended without \
        'await store.finish()'):
          • the effect started by send(.factButtonTapped) at MachoTests/HarnessCatchesMistakesTests.swift:\
        \(sendLine): waiting on the TestClock (1 sleeper(s)); advance the clock with 'advance(by:)' or 'run()'

        Let each effect end (advance the TestClock, send the action that stops it), cancel it in the \
        reducer, or skip it with 'await store.skipInFlightEffects()'.
        """
      ])
    #expect(issues.map(\.line) == [sendLine])
    #expect(facts.clock.sleeperCount == 0, "releasing the store cancelled the request")
  }

  @Test("取り消されたはずの最初の要求の答えを待つ仕様は、届いた2番目の答えとの差分で失敗する")
  func expectingTheCancelledAnswer() async throws {
    let facts = PacedNumberFacts()
    let store = TestStore(initialState: CounterFeature.State(count: 5)) {
      CounterFeature()
    } withDependencies: {
      $0.numberFact = facts.client
    }
    let first = PacedNumberFacts.answer(about: 5, request: 1)
    let second = PacedNumberFacts.answer(about: 5, request: 2)
    let issues = await IssueCollector.collect {
      await store.send(.factButtonTapped) { $0.isLoading = true }
      await store.send(.factButtonTapped)
      await facts.clock.advance(by: facts.delay)
      await store.receive(.factResponse(first)) {
        $0.fact = first
        $0.isLoading = false
      }
      await store.finish()
    }
    let diff = try #require(difference(CounterFeature.Action.factResponse(first), .factResponse(second)))
    #expect(issues.count == 1)
    let message = try #require(issues.first?.message)
    #expect(
      message.hasPrefix(
        "Received an unexpected action: expected .factResponse(\"\(first)\"), but received "
          + ".factResponse(\"\(second)\"), fed back by the effect started by send(.factButtonTapped)"))
    #expect(message.contains(diff))
  }

  @Test("保存でシートが閉じることを receive し忘れると、閉じる action が未受信と報告される")
  func unreceivedDismissal() async {
    let store = TestStore(
      initialState: ContactsFeature.State(
        destination: .addContact(AddContactFeature.State(id: UUID(counting: 0), name: "Blob")))
    ) {
      ContactsFeature()
    }
    let issues = await IssueCollector.collect {
      await store.send(.destination(.presented(.addContact(.saveButtonTapped))))
      await store.receive(.destination(.presented(.addContact(.delegate(.saveContact(.fixture(0, "Blob"))))))) {
        $0.contacts = [.fixture(0, "Blob")]
      }
      await store.finish()
    }
    #expect(issues.count == 1)
    let message = issues.first?.message ?? ""
    #expect(
      message.hasPrefix("1 action(s) fed back by effects were not received at the end of the test:\n  • .destination("))
    #expect(message.contains("dismiss"))
  }

  @Test("豆知識クライアントを差し替え忘れると、NumberFactClient.fetch と直し方を添えて失敗する")
  func unimplementedFactClient() async {
    let store = TestStore(initialState: CounterFeature.State(count: 3)) { CounterFeature() }
    let failure = "Couldn't load a fact about 3. NumberFactClient.fetch is not implemented in this test."
    let issues = await IssueCollector.collect {
      await store.send(.factButtonTapped) { $0.isLoading = true }
      await store.receive(.factFailed(failure)) {
        $0.errorMessage = failure
        $0.isLoading = false
      }
      await store.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        NumberFactClient.fetch was called with 3 in a test that did not override it.
        Set it where the test creates its store:
          withDependencies: { $0.numberFact.fetch = { "\\($0) is a good number." } }
        """
      ])
  }

  @Test("UUID 依存を決めずに「追加」すると、.incrementing を勧めて失敗する")
  func unsetUUID() async {
    let store = TestStore(initialState: ContactsFeature.State()) { ContactsFeature() }
    store.exhaustivity = .off
    let issues = await IssueCollector.collect {
      await store.send(.addButtonTapped)
      await store.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        The dependency 'uuid' (UUIDGenerator) was used in a test that did not set it, so its result is not \
        under the test's control.

        Set it where the test creates its store, for example:
          withDependencies: { $0.uuid = .incrementing }
        """
      ])
  }
}
