import Foundation

/// The `swift` command, for tests that build a package of their own.
enum SwiftToolchain {
  /// Whether `swift` is on the PATH.
  static let isAvailable: Bool = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "command -v swift"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }()

  /// Why such a test is skipped (`.ci/run` fails when it reads this in the log).
  static let missing = "the `swift` command is not available here, so a generated package cannot be built"

  /// A shell function that stands for `swift` in a test's script: `swift run specrun …` runs the
  /// built `$SPECRUN` (what the command builds and runs in the checkout), every other call runs the
  /// real `swift`, through `$EVERGREEN_BUILD_WRAPPER` when it is set (`/work/bin/buildslot` on a
  /// shared machine, so a test's builds wait for a slot like every other build).
  static let shellFunction = """
    real_swift=$(command -v swift)
    swift() {
      if [ "$1" = run ] && [ "$2" = specrun ]; then
        shift 2
        "$SPECRUN" "$@"
      else
        ${EVERGREEN_BUILD_WRAPPER:+"$EVERGREEN_BUILD_WRAPPER"} "$real_swift" "$@"
      fi
    }

    """
}
