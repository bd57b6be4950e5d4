import CalendarCore

/// What the meeting screen is waiting for, if anything: the seed's Task pattern, one request in
/// flight per screen, read by the screen as "loading" (no `isLoading` flags).
public enum MeetingRequest: Equatable, Sendable {
  case loading
  case creating(Meeting)
  case deleting(Meeting)
}
