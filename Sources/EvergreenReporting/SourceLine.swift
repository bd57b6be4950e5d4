#if canImport(Foundation)
  import Foundation
#endif

extension ReportedIssue {
  /// The text of the line this issue is attributed to, read from its source file, or `nil` when the
  /// file cannot be read (a release build run away from its sources). Failure messages use it to
  /// quote what the user wrote where no name survives compilation: the property a
  /// `@Dependency(\.searchClient)` reads, the case path a `receive` looked for.
  public var sourceLine: String? {
    #if canImport(Foundation)
      guard line >= 1, let source = try? String(contentsOfFile: filePath, encoding: .utf8) else { return nil }
      var number = 1
      for text in source.split(separator: "\n", omittingEmptySubsequences: false) {
        if number == line { return String(text) }
        number += 1
      }
    #endif
    return nil
  }
}
