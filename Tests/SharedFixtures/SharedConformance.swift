import Foundation
import Testing

/// Locates `../shared` beside the checkout: the official conformance data that CI keeps next to
/// the project. A fresh clone does not have it, so tests that read it are written as
///
/// ```swift
/// @Test(.enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason))
/// func everyGoodFileParses() throws {
///   let folder = try SharedConformance.folder("gherkin/good")
///   …
/// }
/// ```
///
/// and are skipped, with that reason shown, when it is absent. `.ci/run` makes sure it is present.
public enum SharedConformance {
  /// `<checkout>/../shared`, found from this file's place in the checkout.
  public static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // SharedFixtures
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // checkout
    .deletingLastPathComponent()
    .appendingPathComponent("shared", isDirectory: true)

  /// Whether `../shared/conformance` exists beside the checkout.
  public static let isAvailable: Bool = FileManager.default.fileExists(
    atPath: root.appendingPathComponent("conformance").path)

  /// Shown by Swift Testing when a conformance test is skipped.
  public static let skipReason: Comment =
    "../shared/conformance is not beside this checkout (only CI and the team have it)"

  /// `../shared/conformance/<relativePath>`; throws a readable error when it does not exist.
  public static func folder(_ relativePath: String) throws -> URL {
    let url = root.appendingPathComponent("conformance").appendingPathComponent(relativePath)
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw MissingFixture(path: url.path)
    }
    return url
  }

  public struct MissingFixture: Error, CustomStringConvertible {
    public let path: String
    public var description: String { "conformance data not found at \(path)" }
  }
}
