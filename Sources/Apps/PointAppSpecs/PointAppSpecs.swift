import SpecRun

/// The step definitions of the PointApp scenarios (Specs/PointApp), in Japanese. Every feature's
/// steps drive the real features against one in-memory backend per scenario (``PointAppWorld``).
///
/// ```swift
/// SpecApp("PointApp", steps: PointAppSpecs.steps)
/// ```
public enum PointAppSpecs {
  public static var steps: StepLibrary {
    var steps = StepLibrary()
    steps.include(WorldSteps.library)
    steps.include(SurveyListSteps.library)
    steps.include(SurveyDetailSteps.library)
    steps.include(PointDashboardSteps.library)
    steps.include(PointHistorySteps.library)
    steps.include(DailyMissionSteps.library)
    steps.include(StreakSteps.library)
    steps.include(AchievementSteps.library)
    steps.include(AppSteps.library)
    return steps
  }
}
