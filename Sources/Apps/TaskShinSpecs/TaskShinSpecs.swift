import SpecRun

/// The step definitions of タスクしん発見！'s scenarios (Specs/TaskShin), in Japanese.
///
/// ```swift
/// SpecApp("TaskShin", steps: TaskShinSpecs.steps)
/// ```
public enum TaskShinSpecs {
  public static var steps: StepLibrary {
    var steps = StepLibrary()
    steps.include(TasksSteps.library)
    steps.include(ShinSteps.library)
    steps.include(ProfileSteps.library)
    steps.include(AISteps.library)
    steps.include(ReminderSteps.library)
    steps.include(ParentSteps.library)
    steps.include(AppSteps.library)
    steps.include(NavigationSteps.library)
    return steps
  }
}
