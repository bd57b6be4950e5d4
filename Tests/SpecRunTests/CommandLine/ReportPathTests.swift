import Foundation
import SpecRun
import Testing

/// `--format NAME:PATH` writes the path as the user named it. Every case runs in a temporary folder
/// of its own; the real `/dev` entries are never written or replaced (only looked at afterwards).
@Suite("report paths are opened and written as the user named them")
struct ReportPathTests {
  static let runs = SpecRunProcess.executable != nil
  static let report = "<testsuite/>\n"

  @Test("a symbolic link to a file writes its target, beside which the temporary file was, and stays a link")
  func linkToFile() throws {
    let folder = try ReportPathFolder()
    try FileManager.default.createDirectory(atPath: folder.path("target"), withIntermediateDirectories: true)
    try folder.write("old", to: "target/real.xml", mode: 0o640)
    try folder.link("report.xml", to: "target/real.xml")
    try CommandIO.standard.writeFile(folder.path("report.xml"), Self.report)
    #expect(folder.kind("report.xml") == .typeSymbolicLink)
    #expect(folder.read("target/real.xml") == Self.report)
    #expect(folder.mode("target/real.xml") == 0o640)
    #expect(folder.names(in: "target") == ["real.xml"])
  }

  @Test("a dangling symbolic link gets its target made, and stays a link")
  func danglingLink() throws {
    let folder = try ReportPathFolder()
    try folder.link("report.xml", to: "made.xml")
    try CommandIO.standard.writeFile(folder.path("report.xml"), Self.report)
    #expect(folder.kind("report.xml") == .typeSymbolicLink)
    #expect(folder.read("made.xml") == Self.report)
  }

  @Test("a regular file is replaced whole, keeping its permission bits and, as root, its owner")
  func regularFile() throws {
    let folder = try ReportPathFolder()
    try folder.write("old", to: "report.xml", mode: 0o604)
    if geteuid() == 0 { chown(folder.path("report.xml"), 65534, 65534) }
    try CommandIO.standard.writeFile(folder.path("report.xml"), Self.report)
    #expect(folder.read("report.xml") == Self.report)
    #expect(folder.mode("report.xml") == 0o604)
    if geteuid() == 0 { #expect(folder.owner("report.xml") == 65534) }
    #expect(folder.names() == ["Specs", "report.xml"])
  }

  @Test("a FIFO with a reader gets the report through it and stays a FIFO")
  func fifoWithReader() throws {
    let folder = try ReportPathFolder()
    #expect(mkfifo(folder.path("fifo"), 0o644) == 0)
    let reader = open(folder.path("fifo"), O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    try CommandIO.standard.writeFile(folder.path("fifo"), Self.report)
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(reader, &buffer, buffer.count)
    #expect(String(decoding: buffer[..<max(count, 0)], as: UTF8.self) == Self.report)
    #expect(folder.isFIFO("fifo"))
  }

  @Test("a FIFO without a reader is an error at once, never a hang")
  func fifoWithoutReader() throws {
    let folder = try ReportPathFolder()
    #expect(mkfifo(folder.path("fifo"), 0o644) == 0)
    #expect(throws: OutputError(code: ENXIO)) { try CommandIO.standard.writeFile(folder.path("fifo"), Self.report) }
    #expect(folder.isFIFO("fifo"))
  }

  @Test("a dangling link into a folder that does not exist is an error, and no folder is made for it")
  func danglingIntoNowhere() throws {
    let folder = try ReportPathFolder()
    try folder.link("report.xml", to: "missing/made.xml")
    #expect(throws: OutputError(code: ENOENT)) {
      try CommandIO.standard.writeFile(folder.path("report.xml"), Self.report)
    }
    #expect(folder.kind("missing") == nil)
    #expect(folder.kind("report.xml") == .typeSymbolicLink)
  }

  @Test(
    "the real specrun writes a report to the very file its standard output goes to through that output, never renaming over it",
    .enabled(if: runs, Comment(rawValue: SpecRunProcess.missing)))
  func reportIsStandardOutputsFile() async throws {
    let folder = try ReportPathFolder()
    let run = try await SpecRunProcess.shell(
      "\"$SPECRUN\" --format summary --format junit:both.txt > both.txt; echo \"exit $?\"", in: folder.path)
    #expect(run.stdout == "exit 0\n", Comment(rawValue: run.stderr))
    let both = try #require(folder.read("both.txt"))
    #expect(both.contains("1 passed, 0 failed"))
    #expect(both.contains("<testsuite"))
  }

  @Test("a folder is an error, and stays a folder")
  func folderPath() throws {
    let folder = try ReportPathFolder()
    #expect(throws: OutputError(code: EISDIR)) { try CommandIO.standard.writeFile(folder.path("Specs"), Self.report) }
    #expect(folder.kind("Specs") == .typeDirectory)
  }

  @Test(
    "the real specrun writes a link to its own standard output to that output, and the link stays; /dev/stdout is still a link",
    .enabled(if: SpecRunProcess.canResetSignals, Comment(rawValue: SpecRunProcess.cannotResetSignals)),
    .enabled(if: runs, Comment(rawValue: SpecRunProcess.missing)))
  func linkToStandardOutput() async throws {
    let folder = try ReportPathFolder()
    try folder.link("out", to: "/proc/self/fd/1")
    let devStdoutWasLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/dev/stdout")) != nil
    let toFile = try await SpecRunProcess.shell(
      "\"$SPECRUN\" --format summary:s.txt --format junit:out > captured.txt; echo \"exit $?\"", in: folder.path)
    #expect(toFile.stdout == "exit 0\n", Comment(rawValue: toFile.stderr))
    #expect(folder.read("captured.txt")?.contains("<testsuite") == true)
    #expect(folder.kind("out") == .typeSymbolicLink)
    let toPipe = try await SpecRunProcess.shell(
      "\"$SPECRUN\" --format summary:s.txt --format junit:out | cat", in: folder.path)
    #expect(toPipe.stdout.contains("<testsuite"))
    #expect(folder.kind("out") == .typeSymbolicLink)
    if devStdoutWasLink { #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: "/dev/stdout")) != nil) }
  }

  @Test(
    "the real specrun refuses a FIFO nobody reads with exit 2 and a message saying so, and leaves it a FIFO",
    .enabled(if: runs, Comment(rawValue: SpecRunProcess.missing)))
  func fifoWithoutReaderProcess() async throws {
    let folder = try ReportPathFolder()
    #expect(mkfifo(folder.path("fifo"), 0o644) == 0)
    let run = try await SpecRunProcess.shell(
      "\"$SPECRUN\" --format summary --format junit:fifo; echo \"exit $?\"", in: folder.path)
    #expect(run.stdout.hasSuffix("exit 2\n"))
    #expect(
      run.stderr
        == "specrun: could not write the junit report to fifo: No such device or address. Nobody reads it: start its reader first, or give a regular file.\n"
    )
    #expect(folder.isFIFO("fifo"))
  }

  @Test(
    "as root, a file without any write bit is not writable: exit 2, the file untouched",
    .enabled(if: runs, Comment(rawValue: SpecRunProcess.missing)),
    .enabled(if: geteuid() == 0, "the tests do not run as root"))
  func readOnlyAsRoot() async throws {
    let folder = try ReportPathFolder()
    try folder.write("kept", to: "locked.xml", mode: 0o444)
    let run = try await SpecRunProcess.shell(
      "\"$SPECRUN\" --format summary --format junit:locked.xml; echo \"exit $?\"", in: folder.path)
    #expect(run.stdout.hasSuffix("exit 2\n"))
    #expect(
      run.stderr.hasPrefix(
        "specrun: could not write the junit report to locked.xml: Permission denied. You may not write that file"))
    #expect(folder.read("locked.xml") == "kept")
    #expect(folder.mode("locked.xml") == 0o444)
  }

  @Test(
    "as an unprivileged user, a file that user may not write is refused although its folder is writable",
    .enabled(if: runs, Comment(rawValue: SpecRunProcess.missing)),
    .enabled(if: ReportPathFolder.canDropPrivileges, Comment(rawValue: ReportPathFolder.whyNotUnprivileged)))
  func notWritableAsUser() async throws {
    let folder = try ReportPathFolder()
    try folder.write("kept", to: "locked.xml", mode: 0o644)
    try folder.write("", to: "ok.xml", mode: 0o666)
    let run = try await SpecRunProcess.shell(
      "\(ReportPathFolder.asNobody) \"$SPECRUN\" --format summary --format junit:locked.xml --format junit:ok.xml; echo \"exit $?\"",
      in: folder.path)
    #expect(run.stdout.hasSuffix("exit 2\n"), Comment(rawValue: run.stderr))
    #expect(run.stderr.hasPrefix("specrun: could not write the junit report to locked.xml: Permission denied."))
    #expect(folder.read("locked.xml") == "kept")
    #expect(folder.owner("locked.xml") == 0)
    #expect(folder.read("ok.xml")?.contains("<testsuite") == true)
    #expect(folder.mode("ok.xml") == 0o666)
  }
}
