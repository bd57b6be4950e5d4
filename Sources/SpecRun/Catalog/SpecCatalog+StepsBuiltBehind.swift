import Dispatch

extension SpecCatalog {
  /// Starts building the step libraries of `apps` (positions in ``apps``), one after another, on
  /// a thread of their own, and returns at once: `specrun --parallel 2` and up loads the scenario
  /// files on the main actor meanwhile. Each library is still built once: whoever reads an app's
  /// ``SpecApp/steps`` before it is built waits for it.
  ///
  /// ```swift
  /// catalog.buildStepsBehind(catalog.apps(reachableFrom: paths))
  /// // … load the scenario files …
  /// let library = catalog.apps[0].steps   // built behind, or waited for
  /// ```
  func buildStepsBehind(_ apps: [Int]) {
    let libraries = apps.map { self.apps[$0].stepsOnFirstRead }
    guard !libraries.isEmpty else { return }
    DispatchQueue.global(qos: .userInitiated).async {
      for library in libraries { _ = library.library }
    }
  }
}
