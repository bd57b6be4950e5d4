import CalendarMeeting
import CalendarStats
import Evergreen

/// What a signed-in user sees: the meetings and this week's stats, side by side.
public struct CalendarHome: Reducer {
  public struct State: Equatable, Sendable {
    public var meetings: MeetingListFeature.State
    public var stats: WeekStatsFeature.State

    public init(meetings: MeetingListFeature.State = .init(), stats: WeekStatsFeature.State = .init()) {
      self.meetings = meetings
      self.stats = stats
    }
  }

  public enum Action: Equatable, Sendable {
    case meetings(MeetingListFeature.Action)
    case stats(WeekStatsFeature.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.meetings, action: /Action.meetings) { MeetingListFeature() }
    Scope(state: \.stats, action: /Action.stats) { WeekStatsFeature() }
  }
}
