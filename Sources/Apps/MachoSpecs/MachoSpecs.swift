import SpecRun

/// The step definitions of the Macho app's scenarios (Specs/Macho), in English and Japanese.
///
/// ```swift
/// let outcome = await SpecRunMain.run(arguments: CommandLine.arguments, library: MachoSpecs.steps)
/// ```
public enum MachoSpecs {
  public static var steps: StepLibrary {
    var steps = StepLibrary()
    steps.include(ScreenSteps.library)
    steps.include(CounterSteps.library)
    steps.include(ContactsSteps.library)
    return steps
  }
}
