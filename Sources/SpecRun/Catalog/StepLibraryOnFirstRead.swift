import Synchronization

/// A step library made the first time it is read, and only then: an app of the catalog whose
/// files are not in a run never builds its definitions and their expressions.
///
/// ```swift
/// let steps = StepLibraryOnFirstRead { MachoSpecs.steps }   // nothing built yet
/// steps.library.definitions.count                           // built now, once
/// steps.library.definitions.count                           // the same library
/// ```
///
/// Made once whichever thread reads it first (the others wait for it).
final class StepLibraryOnFirstRead: Sendable {
  private let make: @Sendable () -> StepLibrary
  private let made: Mutex<StepLibrary?>

  /// A library `make` builds when it is first read.
  init(_ make: @escaping @Sendable () -> StepLibrary) {
    self.make = make
    made = Mutex(nil)
  }

  /// A library already built.
  init(made library: StepLibrary) {
    make = { library }
    made = Mutex(library)
  }

  /// The library, built by the first read.
  var library: StepLibrary {
    made.withLock { made in
      if let library = made { return library }
      let library = make()
      made = library
      return library
    }
  }

  /// Whether the library has been built (by a read, or given built).
  var isMade: Bool { made.withLock { $0 != nil } }
}
