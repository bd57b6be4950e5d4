import Evergreen
import EvergreenReporting
import Testing

private enum CancelID { case work }
private struct Failure: Error, CustomStringConvertible {
  var description: String { "the server said no" }
}

// The limit guards against a hang. It is wide: a main-actor test waits behind every other one, and
// with another CPU-bound process on CI's two cores that wait once passed a minute.
@MainActor
@Suite("Effects run through a Store", .timeLimit(.minutes(5)))
struct StoreEffectTests {
  @Test(".none changes state and starts nothing")
  func none() async {
    let store = journalStore { _ in .none }
    let task = store.send(.tap)
    #expect(store.state.entries == ["tap"])
    await task.finish()
    #expect(store.state.entries == ["tap"])
    #expect(!task.isCancelled)
  }

  @Test(".send is reduced before send returns")
  func sendIsSynchronous() {
    let store = journalStore { action in action == .tap ? .send(.got("echo")) : .none }
    store.send(.tap)
    #expect(store.state.entries == ["tap", "echo"])
  }

  @Test(".run feeds its actions back in the order it sends them")
  func runFeedsBack() async {
    let store = journalStore { action in
      guard action == .tap else { return .none }
      return .run { send in
        await send(.got("one"))
        await send(.got("two"))
      }
    }
    await store.send(.tap).finish()
    #expect(store.state.entries == ["tap", "one", "two"])
  }

  @Test("merge reduces its sends at once and runs its runs alongside")
  func merge() async {
    let store = journalStore { action in
      guard action == .tap else { return .none }
      return .merge(.send(.got("a")), .run { send in await send(.got("ran")) }, .send(.got("b")))
    }
    let task = store.send(.tap)
    #expect(store.state.entries == ["tap", "a", "b"])
    await task.finish()
    #expect(store.state.entries == ["tap", "a", "b", "ran"])
  }

  @Test("concatenate starts each effect when the one before has finished")
  func concatenate() async {
    let store = journalStore { action in
      guard action == .tap else { return .none }
      return .concatenate(
        .run { send in
          for _ in 0..<50 { await Task.yield() }
          await send(.got("slow first"))
        },
        .run { send in await send(.got("second")) },
        .send(.got("third")))
    }
    let task = store.send(.tap)
    #expect(store.state.entries == ["tap"])
    await task.finish()
    #expect(store.state.entries == ["tap", "slow first", "second", "third"])
  }

  @Test("map embeds a child effect's actions into the parent's")
  func map() async {
    let child: Effect<String> = .merge(.send("sent"), .run { send in await send("ran") })
    let store = journalStore { action in action == .tap ? child.map(Probe.got) : .none }
    await store.send(.tap).finish()
    #expect(store.state.entries == ["tap", "sent", "ran"])
  }

  @Test("cancel(id:) cancels a cancellable effect, and its later sends are dropped")
  func cancelByID() async {
    let sawCancellation = Flag()
    let store = journalStore { action in
      switch action {
      case .start:
        return .run { send in
          await untilCancelled()
          if Task.isCancelled { sawCancellation.raise() }
          await send(.got("after cancellation"))
        }
        .cancellable(id: CancelID.work)
      case .stop:
        return .cancel(id: CancelID.work)
      default:
        return .none
      }
    }
    let started = store.send(.start(1))
    await store.send(.stop).finish()
    await started.finish()
    #expect(sawCancellation.isRaised)
    #expect(store.state.entries == ["start 1", "stop"])
  }

  @Test("cancelInFlight replaces an earlier request with the later one")
  func cancelInFlight() async {
    let store = journalStore { action in
      guard case .start(let n) = action else { return .none }
      return .run { send in await send(.got("response \(n)")) }
        .cancellable(id: CancelID.work, cancelInFlight: true)
    }
    let first = store.send(.start(1))
    let second = store.send(.start(2))
    await first.finish()
    await second.finish()
    #expect(store.state.entries == ["start 1", "start 2", "response 2"])
  }

  @Test("an error nothing handles is reported at the line that created the effect")
  func unhandledError() async throws {
    let runLine = #line + 3
    let store = journalStore { action in
      guard action == .tap else { return .none }
      return .run { _ in throw Failure() }
    }
    let issues = await IssueCollector.collect {
      await store.send(.tap).finish()
    }
    let issue = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(issue.line == runLine)
    #expect(issue.fileID.hasSuffix("StoreEffectTests.swift"))
    #expect(issue.message.contains("threw an error that nothing handled: the server said no"))
  }

  @Test("a catch handler receives the error and can send")
  func catchHandler() async {
    let store = journalStore { action in
      guard action == .tap else { return .none }
      return .run { _ in
        throw Failure()
      } catch: { error, send in
        await send(.got("caught: \(error)"))
      }
    }
    let issues = await IssueCollector.collect {
      await store.send(.tap).finish()
    }
    #expect(issues.isEmpty)
    #expect(store.state.entries == ["tap", "caught: the server said no"])
  }

  @Test("cancellation is not an error")
  func cancellationIsNotAnError() async {
    let store = journalStore { action in
      switch action {
      case .start:
        return .run { _ in
          await untilCancelled()
          try Task.checkCancellation()
        }
        .cancellable(id: CancelID.work)
      case .stop: return .cancel(id: CancelID.work)
      default: return .none
      }
    }
    let issues = await IssueCollector.collect {
      let started = store.send(.start(1))
      store.send(.stop)
      await started.finish()
    }
    #expect(issues.isEmpty)
  }

  @Test("finish waits for effects started by actions the send's effects fed back")
  func finishIsTransitive() async {
    let store = journalStore { action in
      switch action {
      case .tap: return .run { send in await send(.got("first")) }
      case .got("first"): return .run { send in await send(.got("second")) }
      default: return .none
      }
    }
    await store.send(.tap).finish()
    #expect(store.state.entries == ["tap", "first", "second"])
  }

  @Test("cancelling a StoreTask cancels its effects")
  func cancelStoreTask() async {
    let sawCancellation = Flag()
    let store = journalStore { action in
      guard action == .tap else { return .none }
      return .run { _ in
        await untilCancelled()
        if Task.isCancelled { sawCancellation.raise() }
      }
    }
    let task = store.send(.tap)
    #expect(!task.isCancelled)
    task.cancel()
    await task.finish()
    #expect(task.isCancelled)
    #expect(sawCancellation.isRaised)
  }

  @Test("releasing the store cancels its effects")
  func releaseCancels() async {
    let sawCancellation = Flag()
    var store: Store<Journal, Probe>? = journalStore { action in
      guard action == .tap else { return .none }
      return .run { send in
        await untilCancelled()
        if Task.isCancelled { sawCancellation.raise() }
        await send(.got("too late"))
      }
    }
    weak let released = store
    let task = store!.send(.tap)
    store = nil
    #expect(released == nil)
    await task.finish()
    #expect(sawCancellation.isRaised)
  }
}
