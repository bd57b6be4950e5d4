import Foundation

/// One `import` line of a source file: `import X`, `@testable import X`, `import struct X.Y`,
/// `@_exported import X`, `public import X`, wherever it stands (inside `#if` too).
public struct ImportStatement: Sendable, Hashable {
  /// The imported module: `X` in `import struct X.Y`.
  public let module: String
  /// Relative to the package root.
  public let file: String
  public let line: Int
  /// The column of the module's name, counted from 1.
  public let column: Int
}
