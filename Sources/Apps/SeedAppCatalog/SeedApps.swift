import MachoSpecs
import OnlineCalendarSpecs
import PinNestSpecs
import PointAppSpecs
import SpecRun
import TaskShinSpecs

/// The seed apps, each bound to its folder of feature files: the one list both `specrun` and the
/// `swift test` replay (`Tests/SpecsTests`) use, so a folder is bound to its steps in one place.
///
/// Adding an app: its step glue target (`<App>Specs`) becomes a dependency of this target, and one
/// line here binds `Specs/<App>` to the glue's step library (`<App>Specs.steps`):
///
/// ```swift
/// SpecApp("PinNest", sources: "Sources/Apps/PinNest", steps: { PinNestSpecs.steps }),   // Specs/PinNest
/// ```
public enum SeedApps {
  /// The seed apps' `SpecCatalog`, with their feature files in `specsFolder`.
  public static func catalog(specsFolder: String = SpecRunner.defaultFolder) -> SpecCatalog {
    SpecCatalog(
      title: "Evergreen seed apps", specsFolder: specsFolder,
      apps: [
        SpecApp("Macho", sources: "Sources/Apps/Macho", steps: { MachoSpecs.steps }),
        SpecApp("PinNest", sources: "Sources/Apps/PinNest", steps: { PinNestSpecs.steps }),
        SpecApp("TaskShin", sources: "Sources/Apps/TaskShin", steps: { TaskShinSpecs.steps }),
        SpecApp("OnlineCalendar", sources: "Sources/Apps/OnlineCalendar", steps: { OnlineCalendarSpecs.steps }),
        SpecApp("PointApp", sources: "Sources/Apps/PointApp", steps: { PointAppSpecs.steps }),
      ])
  }
}
