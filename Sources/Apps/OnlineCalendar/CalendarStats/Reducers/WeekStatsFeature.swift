import CalendarCore
import Evergreen
import Foundation

/// The stats screen: loads the meetings and counts this week (``WeekStats``), in the injected
/// calendar and time zone. ``State/loadingWeek`` is the request in flight (the week being loaded),
/// one at a time: opening the stats again cancels the load in flight.
/// A 401 is passed up as `delegate(.sessionExpired)`.
///
/// ```swift
/// await store.send(.onAppear) { $0.loadingWeek = week }
/// ```
public struct WeekStatsFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var stats: WeekStats?
    /// The week whose meetings are being loaded, while they are.
    public var loadingWeek: DateInterval?
    public var errorMessage: String?

    public init(stats: WeekStats? = nil, loadingWeek: DateInterval? = nil, errorMessage: String? = nil) {
      self.stats = stats
      self.loadingWeek = loadingWeek
      self.errorMessage = errorMessage
    }
  }

  public enum Action: Equatable, Sendable {
    case onAppear
    case meetingsResponse(Result<[Meeting], CalendarAPIError>)
    case delegate(Delegate)

    public enum Delegate: Equatable, Sendable {
      case sessionExpired
    }
  }

  public static let loadFailedMessage = "統計を読み込めませんでした。"

  /// The screen's one request in flight.
  enum CancelID: Hashable, Sendable { case load }

  @Dependency(\.calendarAPI) var calendarAPI
  @Dependency(\.date) var date
  @Dependency(\.calendar) var calendar
  @Dependency(\.timeZone) var timeZone

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      var zoned = calendar
      zoned.timeZone = timeZone
      switch action {
      case .onAppear:
        state.loadingWeek = WeekStats.week(containing: date.now, calendar: zoned)
        state.errorMessage = nil
        return .run { [calendarAPI] send in
          await send(
            .meetingsResponse(Result { try await calendarAPI.fetchMeetings() }.mapError(CalendarAPIError.init)))
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)

      case .meetingsResponse(.success(let meetings)):
        state.loadingWeek = nil
        state.stats = WeekStats(meetings: meetings, now: date.now, calendar: zoned)
        return .none

      case .meetingsResponse(.failure(let error)):
        state.loadingWeek = nil
        if error == .unauthorized { return .send(.delegate(.sessionExpired)) }
        state.errorMessage = Self.loadFailedMessage + error.message
        return .none

      case .delegate:
        return .none
      }
    }
  }
}
