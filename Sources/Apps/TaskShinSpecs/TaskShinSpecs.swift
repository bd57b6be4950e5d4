import SpecRun

/// The step definitions of タスクしん発見！'s scenarios (Specs/TaskShin), in Japanese.
///
/// ```swift
/// SpecApp("TaskShin", steps: TaskShinSpecs.steps)
/// ```
public enum TaskShinSpecs {
  public static var steps: StepLibrary {
    let steps = StepLibrary()
    return steps
  }
}
