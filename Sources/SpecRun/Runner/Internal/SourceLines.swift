extension StringProtocol {
  /// The lines of a feature file as Gherkin reads them: split at `\n` and at `\r\n` (which Swift
  /// reads as one `Character`, so a split at `"\n"` alone keeps a file saved on Windows on one
  /// line), a `\r` left at a line's end dropped.
  ///
  /// ```swift
  /// "Feature: F\r\n  Scenario: S\r\n".sourceLines   // ["Feature: F", "  Scenario: S", ""]
  /// ```
  var sourceLines: [SubSequence] {
    split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { line in
      line.hasSuffix("\r") ? line.dropLast() : line
    }
  }
}
