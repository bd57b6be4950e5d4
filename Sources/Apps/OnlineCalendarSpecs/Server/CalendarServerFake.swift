import CalendarCore
import Foundation
import SpecRun
import Synchronization

/// The calendar server as the scenarios set it up: accounts with their passwords, the meetings on
/// it, and a session that a step can expire (every later call answers 401).
///
/// Each request waits until a step answers it (「サーバーが応答する」, ``answer()``) or lets it fail
/// (「サーバーが「…」とエラーを返す」, ``refuse(with:)``), so what the user
/// sees while waiting (ログイン中, 読み込み中, 作成中, 削除中) can be described. While a `Given` sets
/// the scene, the server answers at once (``answeringAtOnce(_:)``): the scene is what it left.
final class CalendarServerFake: Sendable {
  private struct State {
    var passwords: [String: String] = [:]
    var meetings: [Meeting] = []
    var expired = false
    var answersAtOnce = false
    var waiting: [Int: CheckedContinuation<Void, any Error>] = [:]
    var nextRequest = 0
  }

  private let state = Mutex(State())

  func add(account email: String, password: String) { state.withLock { $0.passwords[email] = password } }
  func add(_ meeting: Meeting) { state.withLock { $0.meetings.append(meeting) } }
  func expireSession() { state.withLock { $0.expired = true } }

  /// The meetings the server keeps, in the order it sends them (by start).
  var meetings: [Meeting] { state.withLock { Self.sent($0.meetings) } }

  private static func sent(_ meetings: [Meeting]) -> [Meeting] { meetings.sorted { $0.start < $1.start } }

  var client: CalendarAPIClient {
    CalendarAPIClient(
      signIn: { email, password in
        try await self.awaitAnswer()
        return try self.state.withLock { state in
          guard state.passwords[email] == password else { throw CalendarAPIError.wrongCredentials }
          return .init(user: User(name: String(email.prefix { $0 != "@" }), email: email), token: "token-of-\(email)")
        }
      },
      fetchMeetings: { try await self.authorized { Self.sent($0.meetings) } },
      createMeeting: { meeting in
        try await self.authorized {
          $0.meetings.append(meeting)
          return meeting
        }
      },
      deleteMeeting: { id in try await self.authorized { $0.meetings.removeAll { $0.id == id } } })
  }

  /// How many requests wait for an answer (a cancelled one no longer does).
  var waitingRequests: Int { state.withLock { $0.waiting.count } }

  /// Answers the oldest request still waiting; fails the step when none is.
  func answer() throws { try oldestWaiting().resume() }

  /// Lets the oldest request still waiting fail with `error` (the server could not do it); fails
  /// the step when none is waiting.
  func refuse(with error: CalendarAPIError) throws { try oldestWaiting().resume(throwing: error) }

  private func oldestWaiting() throws -> CheckedContinuation<Void, any Error> {
    let request = state.withLock { state in state.waiting.keys.min().flatMap { state.waiting.removeValue(forKey: $0) } }
    guard let request else {
      throw StepFailure(
        "サーバーを待っているリクエストはありません。先に画面でサーバーに頼む操作（「ログイン」を押す、会議一覧を開く、…）を書いてください。")
    }
    return request
  }

  /// Runs `body` (a `Given` setting the scene) with every request answered at once.
  @MainActor
  func answeringAtOnce(_ body: () async throws -> Void) async rethrows {
    state.withLock { $0.answersAtOnce = true }
    defer { state.withLock { $0.answersAtOnce = false } }
    try await body()
  }

  private func authorized<Value: Sendable>(_ body: @Sendable (inout State) throws -> Value) async throws -> Value {
    try await awaitAnswer()
    return try state.withLock { state in
      guard !state.expired else { throw CalendarAPIError.unauthorized }
      return try body(&state)
    }
  }

  /// Waits until ``answer()`` lets this request go ahead, or its task is cancelled.
  private func awaitAnswer() async throws {
    let id: Int? = state.withLock { state in
      guard !state.answersAtOnce else { return nil }
      defer { state.nextRequest += 1 }
      return state.nextRequest
    }
    guard let id else { return }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled = state.withLock { state in
          guard !Task.isCancelled else { return true }
          state.waiting[id] = continuation
          return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      state.withLock { $0.waiting.removeValue(forKey: id) }?.resume(throwing: CancellationError())
    }
  }
}
