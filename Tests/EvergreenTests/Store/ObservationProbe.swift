import Observation

/// Records whether what `read` read changed: one `withObservationTracking` round, as a SwiftUI
/// view's body is one.
@MainActor
final class ObservationProbe {
  private let flag = Flag()

  init(_ read: () -> Void) {
    let flag = self.flag
    withObservationTracking(read) { flag.raise() }
  }

  var fired: Bool { flag.isRaised }
}
