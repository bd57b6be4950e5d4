import CalendarCore
import Evergreen
import Foundation

/// The meetings screen: load, filter (all / today / upcoming), create, delete with confirmation.
///
/// - ``State/request`` is what is in flight (loading, creating or deleting), at most one: as the
///   seed's Task pattern cancels the screen's previous task before it starts another, a new
///   request cancels the one in flight, whose answer never arrives.
/// - ``State/filteredMeetings`` (the seed's name) is the filter applied with the injected date,
///   calendar and time zone.
/// - A 401 from any endpoint is passed up as `delegate(.sessionExpired)`. Signing out is not this
///   screen's action (the seed keeps other domains' actions out of a view model): the screen's
///   "ログアウト" button sends the auth feature's `signOutTapped` to the app directly.
///
/// ```swift
/// await store.send(.onAppear) { $0.request = .loading }
/// await store.send(.filterChanged(.today)) { $0.filter = .today; $0.filteredMeetings = [standUp] }
/// ```
public struct MeetingListFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var meetings: [Meeting]
    public var filter: MeetingFilter
    public var filteredMeetings: [Meeting]
    public var request: MeetingRequest?
    public var errorMessage: String?
    /// Why the last new meeting was refused (title, times or overlap).
    public var newMeetingProblem: String?
    /// The meeting the user asked to delete, waiting for confirmation.
    public var pendingDeletion: Meeting?

    public init(
      meetings: [Meeting] = [], filter: MeetingFilter = .all, filteredMeetings: [Meeting] = [],
      request: MeetingRequest? = nil, errorMessage: String? = nil, newMeetingProblem: String? = nil,
      pendingDeletion: Meeting? = nil
    ) {
      self.meetings = meetings
      self.filter = filter
      self.filteredMeetings = filteredMeetings
      self.request = request
      self.errorMessage = errorMessage
      self.newMeetingProblem = newMeetingProblem
      self.pendingDeletion = pendingDeletion
    }

    /// What the list says when there is nothing to show (not while loading or showing an error).
    public var emptyStateMessage: String? {
      filteredMeetings.isEmpty && request == nil && errorMessage == nil ? filter.emptyStateMessage : nil
    }
  }

  public enum Action: Equatable, Sendable {
    case onAppear
    case retryTapped
    case meetingsResponse(Result<[Meeting], CalendarAPIError>)
    case filterChanged(MeetingFilter)
    case createTapped(title: String, start: Date, end: Date)
    case createResponse(Result<Meeting, CalendarAPIError>)
    case deleteTapped(Meeting)
    case deleteConfirmed
    case deleteCancelled
    case deleteResponse(Result<Meeting, CalendarAPIError>)
    case delegate(Delegate)

    public enum Delegate: Equatable, Sendable {
      /// An endpoint answered 401.
      case sessionExpired
    }
  }

  public static let loadFailedMessage = "会議を読み込めませんでした。"

  /// The screen's one request in flight.
  enum CancelID: Hashable, Sendable { case request }

  @Dependency(\.calendarAPI) var calendarAPI
  @Dependency(\.date) var date
  @Dependency(\.calendar) var calendar
  @Dependency(\.timeZone) var timeZone
  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear, .retryTapped:
        state.request = .loading
        state.errorMessage = nil
        return .run { [calendarAPI] send in
          await send(
            .meetingsResponse(Result { try await calendarAPI.fetchMeetings() }.mapError(CalendarAPIError.init)))
        }
        .cancellable(id: CancelID.request, cancelInFlight: true)

      case .meetingsResponse(.success(let meetings)):
        state.request = nil
        state.meetings = meetings
        refresh(&state)
        return .none

      case .filterChanged(let filter):
        state.filter = filter
        refresh(&state)
        return .none

      case .createTapped(let title, let start, let end):
        let meeting = Meeting(id: uuid(), title: title, start: start, end: end)
        state.newMeetingProblem = NewMeeting.problem(with: meeting, among: state.meetings)
        guard state.newMeetingProblem == nil else { return .none }
        state.request = .creating(meeting)
        state.errorMessage = nil
        return .run { [calendarAPI] send in
          await send(
            .createResponse(Result { try await calendarAPI.createMeeting(meeting) }.mapError(CalendarAPIError.init)))
        }
        .cancellable(id: CancelID.request, cancelInFlight: true)

      case .createResponse(.success(let meeting)):
        state.request = nil
        state.meetings.append(meeting)
        refresh(&state)
        return .none

      case .deleteTapped(let meeting):
        state.pendingDeletion = meeting
        return .none

      case .deleteCancelled:
        state.pendingDeletion = nil
        return .none

      case .deleteConfirmed:
        guard let meeting = state.pendingDeletion else { return .none }
        state.pendingDeletion = nil
        state.request = .deleting(meeting)
        state.errorMessage = nil
        return .run { [calendarAPI] send in
          await send(
            .deleteResponse(
              Result {
                try await calendarAPI.deleteMeeting(meeting.id)
                return meeting
              }.mapError(CalendarAPIError.init)))
        }
        .cancellable(id: CancelID.request, cancelInFlight: true)

      case .deleteResponse(.success(let meeting)):
        state.request = nil
        state.meetings.removeAll { $0.id == meeting.id }
        refresh(&state)
        return .none

      case .meetingsResponse(.failure(let error)), .createResponse(.failure(let error)),
        .deleteResponse(.failure(let error)):
        let failed = state.request
        state.request = nil
        if error == .unauthorized { return .send(.delegate(.sessionExpired)) }
        state.errorMessage = failed == .loading ? Self.loadFailedMessage + error.message : error.message
        return .none

      case .delegate:
        return .none
      }
    }
  }

  private func refresh(_ state: inout State) {
    var zoned = calendar
    zoned.timeZone = timeZone
    state.filteredMeetings = state.filter.apply(to: state.meetings, now: date.now, calendar: zoned)
  }
}
