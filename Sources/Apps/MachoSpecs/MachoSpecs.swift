import SpecRun

/// The step definitions of the Macho app's scenarios (Specs/Macho), in English and Japanese.
///
/// ```swift
/// let outcome = await SpecRunMain.run(arguments: CommandLine.arguments, library: MachoSpecs.steps)
/// ```
public enum MachoSpecs {
  public static var steps: StepLibrary {
    StepLibrary(including: ScreenSteps.library, CounterSteps.library, ContactsSteps.library)
  }
}
