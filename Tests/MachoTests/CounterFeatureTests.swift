import Evergreen
import EvergreenReporting
import Foundation
import Macho
import Testing

@Suite("Counter: the count and a fact about it")
struct CounterFeatureTests {
  @Test("increment and decrement change the count and clear a shown fact or error")
  func countingClearsFact() {
    var state = CounterFeature.State(count: 3, fact: "3 is a prime number.")
    _ = CounterFeature().reduce(into: &state, action: .incrementButtonTapped)
    #expect(state == CounterFeature.State(count: 4))
    state.errorMessage = "Couldn't load a fact about 4."
    _ = CounterFeature().reduce(into: &state, action: .decrementButtonTapped)
    #expect(state == CounterFeature.State(count: 3))
  }

  @Test("Fact shows loading, then the fact about the current number")
  func factLoads() async {
    var state = CounterFeature.State(count: 7)
    let received = await withDependencies {
      $0.numberFact.fetch = { "\($0) is lucky." }
    } operation: {
      await CounterFeature().drive(&state, .factButtonTapped)
    }
    #expect(received == [.factResponse("7 is lucky.")])
    #expect(state == CounterFeature.State(count: 7, fact: "7 is lucky."))
  }

  @Test("while the fact loads, loading is shown and no old fact")
  func loadingState() {
    var state = CounterFeature.State(count: 1, fact: "old")
    _ = CounterFeature().reduce(into: &state, action: .factButtonTapped)
    #expect(state == CounterFeature.State(count: 1, isLoading: true))
  }

  @Test("a failed fact shows a readable error and stops loading")
  func factFails() async {
    var state = CounterFeature.State(count: 2_000_000)
    let received = await withDependencies {
      $0.numberFact = .liveValue
    } operation: {
      await CounterFeature().drive(&state, .factButtonTapped)
    }
    let message =
      "Couldn't load a fact about 2000000. No fact is known about 2000000: facts cover numbers from -1000000 to 1000000."
    #expect(received == [.factFailed(message)])
    #expect(state == CounterFeature.State(count: 2_000_000, errorMessage: message))
  }

  @Test("a second tap while loading cancels the first request")
  func secondTapCancelsFirst() async {
    let calls = SentActions<Int>()
    let runtime = EffectRuntime()
    let sent = SentActions<CounterFeature.Action>()
    var state = CounterFeature.State(count: 5)
    let (first, second) = withDependencies {
      $0.numberFact.fetch = { number in
        await calls.send(number)
        if calls.all.count == 1 { try await Task.sleep(for: .seconds(30)) }
        return "fact \(calls.all.count)"
      }
    } operation: {
      (
        CounterFeature().reduce(into: &state, action: .factButtonTapped),
        CounterFeature().reduce(into: &state, action: .factButtonTapped)
      )
    }
    guard case .run(let firstRun)? = first.operations.first, case .run(let secondRun)? = second.operations.first
    else {
      Issue.record("Fact should start a request")
      return
    }
    let firstTask = runtime.startTask(firstRun, send: sent.send)
    while calls.all.isEmpty { await Task.yield() }
    let secondTask = runtime.startTask(secondRun, send: sent.send)
    await firstTask.value
    await secondTask.value
    #expect(sent.all == [.factResponse("fact 2")])
  }

  @Test("changing the count while a fact loads cancels it and stops loading")
  func countingCancelsLoading() {
    var state = CounterFeature.State(count: 1)
    _ = CounterFeature().reduce(into: &state, action: .factButtonTapped)
    let effect = CounterFeature().reduce(into: &state, action: .incrementButtonTapped)
    #expect(state == CounterFeature.State(count: 2))
    #expect(effect.operations.count == 1)
    guard case .cancel? = effect.operations.first else {
      Issue.record("expected the loading fact to be cancelled")
      return
    }
  }

  @Test("the live fact book answers the same fact for the same number, offline", arguments: [
    (42, "42 is the answer to the ultimate question of life, the universe, and everything."),
    (13, "13 is a prime number."),
    (49, "49 is the square of 7."),
    (-5, "-5 is negative: its distance from zero is 5."),
    (28, "28 is even, and its digits add up to 10."),
  ])
  func liveFacts(number: Int, fact: String) async throws {
    #expect(try await NumberFactClient.liveValue.fetch(number) == fact)
  }

  @Test("a test that forgets to override the fact client fails, naming NumberFactClient.fetch")
  func unimplementedClientFails() async {
    var state = CounterFeature.State(count: 3)
    var received: [CounterFeature.Action] = []
    let issues = await IssueCollector.collect {
      received = await withDependencies { $0 = DependencyValues(context: .test) } operation: {
        await CounterFeature().drive(&state, .factButtonTapped)
      }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("NumberFactClient.fetch was called with 3") == true)
    #expect(received == [.factFailed("Couldn't load a fact about 3. NumberFactClient.fetch is not implemented in this test.")])
  }
}
