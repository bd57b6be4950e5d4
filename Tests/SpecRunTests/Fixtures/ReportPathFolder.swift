import Foundation

/// A temporary folder of its own for report-path tests: a passing Macho scenario to replay, and
/// helpers to make the links, FIFOs and locked files a hostile user or CI would point `--format`
/// at. Nothing outside it is ever touched.
final class ReportPathFolder {
  let folder: FeatureFolder

  /// A passing scenario (`count` copies), so the exit code says only what the reports did.
  init(scenarios count: Int = 1) throws {
    let scenario = """

        Scenario: Up %d
          Given the counter is at 0
          When I tap "+"
          Then the counter shows 1

      """
    let text = "Feature: Tally\n" + (1...count).map { String(format: scenario, $0) }.joined()
    folder = try FeatureFolder(["Specs/Macho/tally.feature": text])
    // Every user may create files here, so only a file's own permissions can refuse a report.
    chmod(folder.path(), 0o777)
  }

  var path: String { folder.path() }
  func path(_ name: String) -> String { folder.path(name) }

  func write(_ text: String, to name: String, mode: mode_t = 0o644) throws {
    try text.write(toFile: path(name), atomically: false, encoding: .utf8)
    chmod(path(name), mode)
  }

  func read(_ name: String) -> String? { try? String(contentsOfFile: path(name), encoding: .utf8) }

  func link(_ name: String, to destination: String) throws {
    try FileManager.default.createSymbolicLink(atPath: path(name), withDestinationPath: destination)
  }

  func kind(_ name: String) -> FileAttributeType? {
    (try? FileManager.default.attributesOfItem(atPath: path(name)))?[.type] as? FileAttributeType
  }

  /// Whether `name` is a FIFO (not followed through links).
  func isFIFO(_ name: String) -> Bool {
    var status = stat()
    return lstat(path(name), &status) == 0 && status.st_mode & S_IFMT == S_IFIFO
  }

  func mode(_ name: String) -> Int? {
    ((try? FileManager.default.attributesOfItem(atPath: path(name)))?[.posixPermissions] as? NSNumber)?.intValue
  }

  func owner(_ name: String) -> Int? {
    ((try? FileManager.default.attributesOfItem(atPath: path(name)))?[.ownerAccountID] as? NSNumber)?.intValue
  }

  func names(in folder: String = "") -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path(folder))) ?? []).sorted()
  }

  /// `setpriv` runs a command as the unprivileged user `nobody` (65534); only root can.
  static let canDropPrivileges = geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
  static let whyNotUnprivileged = "needs root and /usr/bin/setpriv to run specrun as an unprivileged user"
  /// Prefix for a shell command run in the folder as `nobody`. Under `swift test
  /// --enable-code-coverage` the specrun it starts writes its coverage profile to the folder itself
  /// (which anyone may write), not to the build's, which `nobody` may not: otherwise its "LLVM
  /// Profile Error" would be among the messages the test reads.
  static let asNobody =
    "setpriv --reuid=65534 --regid=65534 --clear-groups env LLVM_PROFILE_FILE=specrun-as-nobody.profraw"
}
