import SpecRun

/// The step definitions of the pinNest app's scenarios (Specs/PinNest), in Japanese.
///
/// ```swift
/// let outcome = await SpecRunMain.run(arguments: CommandLine.arguments, library: PinNestSpecs.steps)
/// ```
public enum PinNestSpecs {
  public static var steps: StepLibrary {
    var steps = StepLibrary()
    steps.include(ServerSteps.library)
    steps.include(ScreenSteps.library)
    steps.include(PinListSteps.library)
    steps.include(PinDetailSteps.library)
    steps.include(AppSteps.library)
    return steps
  }
}
