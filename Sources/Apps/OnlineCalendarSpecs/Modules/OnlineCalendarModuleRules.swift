import DependencyRules
import Foundation

/// The seed's module rules (依存関係ルール) for the OnlineCalendar targets, shared by the scenario
/// 「機能モジュールはCoreにだけ依存する」 and `CalendarModuleRulesTests`:
/// 1. Core depends on no other module; 2. features depend only on Core; 3. features never depend
/// on each other; 4. AppBridge may depend on all (so it has no rule).
public enum OnlineCalendarModuleRules {
  public static let features = ["CalendarAuth", "CalendarMeeting", "CalendarStats"]

  public static let rules = DependencyRules {
    Targets.named("CalendarCore").mayOnlyDependOn(
      Targets.named("Evergreen"), because: "Core depends on no other module")
    Targets.named("CalendarAuth", "CalendarMeeting", "CalendarStats").mayOnlyDependOn(
      Targets.named("CalendarCore", "Evergreen"), because: "feature modules depend only on Core, never on each other")
  }

  /// The Evergreen checkout these sources are in.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Modules
    .deletingLastPathComponent()  // OnlineCalendarSpecs
    .deletingLastPathComponent()  // Apps
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()
}
