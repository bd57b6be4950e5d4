import SpecRun

/// The step definitions of タスクしん発見！'s scenarios (Specs/TaskShin), in Japanese.
///
/// ```swift
/// SpecApp("TaskShin", steps: TaskShinSpecs.steps)
/// ```
public enum TaskShinSpecs {
  public static var steps: StepLibrary {
    StepLibrary(
      including: TasksSteps.library, ShinSteps.library, ProfileSteps.library, AISteps.library, ReminderSteps.library,
      ParentSteps.library, AppSteps.library, NavigationSteps.library)
  }
}
