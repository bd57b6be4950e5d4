import SpecRun

/// The step definitions of the PointApp scenarios (Specs/PointApp), in Japanese. Every feature's
/// steps drive the real features against one in-memory backend per scenario (``PointAppWorld``).
///
/// ```swift
/// SpecApp("PointApp", steps: PointAppSpecs.steps)
/// ```
public enum PointAppSpecs {
  public static var steps: StepLibrary {
    StepLibrary(
      including: WorldSteps.library, SurveyListSteps.library, SurveyDetailSteps.library,
      PointDashboardSteps.library, PointHistorySteps.library, DailyMissionSteps.library, StreakSteps.library,
      AchievementSteps.library, AppSteps.library)
  }
}
