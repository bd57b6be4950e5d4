import Foundation

/// An executable of the package built beside the test bundle (`.build/debug/specrun`), when it was.
///
/// ```swift
/// let specrun = BuiltExecutable.path(of: "specrun")   // nil before `swift build`
/// ```
public enum BuiltExecutable {
  public static func path(of name: String) -> String? {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for folder in [besideTests, besideTests.deletingLastPathComponent()] {
      let candidate = folder.appendingPathComponent(name).path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
