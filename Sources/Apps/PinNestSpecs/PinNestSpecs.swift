import SpecRun

/// The step definitions of the pinNest app's scenarios (Specs/PinNest), in Japanese.
///
/// ```swift
/// let outcome = await SpecRunMain.run(arguments: CommandLine.arguments, library: PinNestSpecs.steps)
/// ```
public enum PinNestSpecs {
  public static var steps: StepLibrary {
    StepLibrary(
      including: ServerSteps.library, ScreenSteps.library, PinListSteps.library, PinDetailSteps.library,
      AppSteps.library)
  }
}
