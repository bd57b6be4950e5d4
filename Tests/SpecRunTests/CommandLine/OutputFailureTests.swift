import Foundation
import SpecRun
import Synchronization
import Testing

/// A `CommandIO` whose standard output or standard error fails with a given `errno`.
final class FailingIO: Sendable {
  private let written = Mutex((out: "", error: "", files: [String: String]()))
  let outFailure: Int32?
  let errorFailure: Int32?
  let fileFailure: Int32?

  init(out: Int32? = nil, error: Int32? = nil, file: Int32? = nil) {
    outFailure = out
    errorFailure = error
    fileFailure = file
  }

  var out: String { written.withLock { $0.out } }
  var error: String { written.withLock { $0.error } }
  var files: [String: String] { written.withLock { $0.files } }

  var io: CommandIO {
    CommandIO(
      writeOut: { text in
        if let code = self.outFailure { throw OutputError(code: code) }
        self.written.withLock { $0.out += text }
      },
      writeError: { text in
        if let code = self.errorFailure { throw OutputError(code: code) }
        self.written.withLock { $0.error += text }
      },
      readInput: { Data() },
      writeFile: { path, text in
        if let code = self.fileFailure { throw OutputError(code: code) }
        self.written.withLock { $0.files[path] = text }
      },
      colors: false)
  }
}

@MainActor
@Suite("specrun when its output cannot be written")
struct OutputFailureTests {
  @Test("a full disk on standard output is reported on standard error with exit code 2")
  func fullStandardOutput() async throws {
    let folder = try FeatureFolder(["shop.feature": SpecRunnerTests.shopping])
    let failing = FailingIO(out: ENOSPC)
    #expect(await SpecRunMain.run(arguments: [folder.path()], library: BasketSteps.library, io: failing.io) == 2)
    #expect(
      failing.error
        == "specrun: could not write to standard output: No space left on device. Free some space, or send the output somewhere else.\n"
    )
  }

  @Test("a reader that went away ends the terminal report quietly; with a file report the run goes on to the end")
  func readerGone() async throws {
    let folder = try FeatureFolder(["shop.feature": SpecRunnerTests.shopping])
    let failing = FailingIO(out: EPIPE)
    let code = await SpecRunMain.run(
      arguments: ["--format", "progress", "--format", "junit:r.xml", folder.path()], library: BasketSteps.library,
      io: failing.io)
    #expect(code == 1)
    #expect(failing.error == "")
    #expect(failing.files["r.xml"]?.contains(" tests=\"2\"") == true)
    #expect(failing.files["r.xml"]?.contains("<skipped") == false)
  }

  @Test("a usage error with standard error on a full disk still exits 2")
  func fullStandardError() async {
    let failing = FailingIO(error: ENOSPC)
    #expect(await SpecRunMain.run(arguments: ["--bogus"], library: BasketSteps.library, io: failing.io) == 2)
  }

  @Test("a closed standard output makes even --version exit 2, saying why on standard error")
  func closedStandardOutput() async {
    let failing = FailingIO(out: EBADF)
    #expect(await SpecRunMain.run(arguments: ["--version"], library: BasketSteps.library, io: failing.io) == 2)
    #expect(failing.error.hasPrefix("specrun: could not write to standard output: Bad file descriptor."))
  }

  @Test("a report file that cannot be written names the report and the reason, and exits 2")
  func reportFileFails() async throws {
    let folder = try FeatureFolder(["shop.feature": SpecRunnerTests.shopping])
    let failing = FailingIO(file: ENOSPC)
    let code = await SpecRunMain.run(
      arguments: ["--format", "junit:out/r.xml", folder.path("shop.feature") + ":3"], library: BasketSteps.library,
      io: failing.io)
    #expect(code == 2)
    #expect(
      failing.error.contains(
        "specrun: could not write the junit report to out/r.xml: No space left on device. Free some space, or write it somewhere else."
      ))
  }

  @Test(
    "the real specrun on a full disk, a closed stdout or a broken pipe never traps",
    .enabled(if: SpecRunProcess.executable != nil, Comment(rawValue: SpecRunProcess.missing)),
    .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "this system has no /dev/full"))
  func realProcess() async throws {
    let full = try await SpecRunProcess.shell("\"$SPECRUN\" --help > /dev/full")
    #expect(full.status == 2)
    #expect(full.stderr.hasPrefix("specrun: could not write to standard output: No space left on device."))
    let closed = try await SpecRunProcess.shell("\"$SPECRUN\" --version >&-")
    #expect(closed.status == 2)
    #expect(closed.stderr.hasPrefix("specrun: could not write to standard output: Bad file descriptor."))
    let usage = try await SpecRunProcess.shell("\"$SPECRUN\" --bogus 2> /dev/full")
    #expect(usage.status == 2)
    // The reader went away before the help was written: cut output, said by the exit code only.
    let pipe = try await SpecRunProcess.shell(
      "trap '' PIPE; (sleep 0.3; \"$SPECRUN\" --help; echo \"exit $?\" >&2) | true")
    #expect(pipe.stderr == "exit 2\n")
  }
}
