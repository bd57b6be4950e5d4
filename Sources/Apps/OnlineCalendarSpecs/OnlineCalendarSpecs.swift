import SpecRun

/// The step definitions that replay `Specs/OnlineCalendar` against the OnlineCalendar modules,
/// through the whole app (``CalendarApp``) and, for the module rules, through `DependencyRules`.
public enum OnlineCalendarSpecs {
  public static var steps: StepLibrary {
    StepLibrary(including: CalendarSteps.library, ModuleRuleSteps.library)
  }
}
