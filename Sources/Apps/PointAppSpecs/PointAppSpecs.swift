import SpecRun

/// The step definitions of the PointApp scenarios (Specs/PointApp), in Japanese.
///
/// ```swift
/// SpecApp("PointApp", steps: PointAppSpecs.steps)
/// ```
public enum PointAppSpecs {
  public static var steps: StepLibrary {
    StepLibrary()
  }
}
