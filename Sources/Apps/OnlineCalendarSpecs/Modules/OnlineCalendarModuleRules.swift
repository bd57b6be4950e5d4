import DependencyRules
import Foundation

/// The seed's module rules (依存関係ルール) for the OnlineCalendar targets, shared by the scenario
/// 「機能モジュールはCoreにだけ依存する」 and `CalendarModuleRulesTests`:
/// 1. Core depends on no other module; 2. features depend only on Core; 3. features never depend
/// on each other; 4. AppBridge may depend on all the modules above; 5. CoreLive (Core's HTTP client)
/// depends only on Core, and no module (nor this step glue) depends on it: only the app's entry point
/// installs it, so the scenarios and `specrun` never load the system's networking library.
public enum OnlineCalendarModuleRules {
  public static let features = ["CalendarAuth", "CalendarMeeting", "CalendarStats"]
  /// Core's services over the network, left to the app's entry point.
  public static let live = "CalendarCoreLive"

  public static let rules = DependencyRules {
    Targets.named("CalendarCore").mayOnlyDependOn(
      Targets.named("Evergreen"), because: "Core depends on no other module")
    Targets.named("CalendarAuth", "CalendarMeeting", "CalendarStats").mayOnlyDependOn(
      Targets.named("CalendarCore", "Evergreen"), because: "feature modules depend only on Core, never on each other")
    Targets.named(live).mayOnlyDependOn(
      Targets.named("CalendarCore", "Evergreen"), because: "the live services depend only on Core")
    Targets.named(
      "CalendarCore", "CalendarAuth", "CalendarMeeting", "CalendarStats", "CalendarAppBridge", "OnlineCalendarSpecs"
    )
    .mustNotDependOn(
      Targets.named(live),
      because: "only the app's entry point installs the live services, so scenarios and specrun never load networking")
  }

  /// The Evergreen checkout these sources are in.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Modules
    .deletingLastPathComponent()  // OnlineCalendarSpecs
    .deletingLastPathComponent()  // Apps
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()
}
