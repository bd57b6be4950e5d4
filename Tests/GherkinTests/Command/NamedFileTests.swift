import Foundation
import Gherkin
import SharedFixtures
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("Reading a file a user named, whatever kind of file it is")
struct NamedFileTests {
  static let feature = ["Feature: Piped\n", "  Scenario: S\n", "    Given a\n"]

  @Test("a FIFO is read to its end, in the pieces its writer wrote")
  func fifo() throws {
    let folder = try PipeFolder()
    let fifo = try folder.makeFIFO("piped")
    let feeder = folder.feed(fifo, pieces: Self.feature)
    let data = try NamedFile.read(fifo)
    #expect(String(decoding: data, as: UTF8.self) == Self.feature.joined())
    #expect(feeder.finished())
  }

  @Test("the read end of a pipe, as <(…) names it (/dev/fd/N), is read to its end after its writer has gone")
  func processSubstitution() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let text = Array(Self.feature.joined().utf8)
    #expect(text.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == text.count)
    close(ends[1])
    let data = try NamedFile.read("/dev/fd/\(ends[0])")
    #expect(Array(data) == text)
  }

  @Test("a FIFO nobody writes to is given up when the caller asks, with a message that says what to do")
  func fifoWithoutWriter() throws {
    let folder = try PipeFolder()
    let fifo = try folder.makeFIFO("nobody-writes")
    folder.unblockReaders(of: fifo)
    var asked = 0
    let error = #expect(throws: Unreadable.self) {
      try NamedFile.read(fifo) {
        asked += 1
        return asked == 3
      }
    }
    #expect(error?.reason == .interrupted)
    #expect(asked == 3)
    #expect(error?.description.hasPrefix("interrupted while waiting for its writer") == true)
    #expect(error?.description.hasSuffix("Start the program that writes it, then run again.") == true)
  }

  @Test("an endless stream is refused past the limit, never held whole; a stream that ends at the limit is read")
  func endlessStream() throws {
    let endless = #expect(throws: Unreadable.self) { try NamedFile.read("/dev/zero", streamLimit: 100_000) }
    #expect(endless?.reason == .endless(limit: 100_000))
    #expect(
      endless?.description.hasSuffix("as an endless device (/dev/zero) does. Name a file, or a stream that ends.")
        == true)

    let folder = try PipeFolder()
    let fifo = try folder.makeFIFO("exactly")
    let feeder = folder.feed(fifo, pieces: [String(repeating: "x", count: 100_000)])
    #expect(try NamedFile.read(fifo, streamLimit: 100_000).count == 100_000)
    #expect(feeder.finished())
  }

  @Test("a regular file is read whole, however large")
  func largeFile() throws {
    let folder = try PipeFolder()
    let text = String(repeating: "    Given a step of a long scenario\n", count: 20_000)
    let file = try folder.write("Feature: Long\n  Scenario: S\n" + text, to: "long.feature")
    #expect(String(decoding: try NamedFile.read(file), as: UTF8.self) == "Feature: Long\n  Scenario: S\n" + text)
    #expect(try NamedFile.read(try folder.write("", to: "empty.feature")).isEmpty)
  }

  @Test("a missing path, a folder and a socket each say why they cannot be read and what to do")
  func unreadable() throws {
    let folder = try PipeFolder()
    let missing = #expect(throws: Unreadable.self) { try NamedFile.read(folder.path("absent.feature")) }
    #expect(missing?.reason == .missing)
    #expect(missing?.description.hasPrefix("there is no such file. Check the path (it is relative to ") == true)

    let isFolder = #expect(throws: Unreadable.self) { try NamedFile.read(folder.path) }
    #expect(isFolder?.reason == .folder)
    #expect(isFolder?.description == "it is a folder, not a file. Name a file inside it instead.")

    let socketPath = try folder.makeSocket("listening")
    #expect(try NamedFile.kind(of: socketPath) == .other(described: "a socket"))
    let socket = #expect(throws: Unreadable.self) { try NamedFile.read(socketPath) }
    #expect(
      socket?.description
        == "it is a socket, not a file: only regular files and streams (a FIFO, <(…), a terminal) can be read. Name the file itself."
    )
  }

  @Test("FIFOs and character devices are streams; regular files and folders are told apart")
  func kinds() throws {
    let folder = try PipeFolder()
    #expect(try NamedFile.kind(of: try folder.makeFIFO("fifo")) == .stream(described: "a FIFO (a named pipe)"))
    #expect(try NamedFile.kind(of: "/dev/null") == .stream(described: "a character device"))
    #expect(try NamedFile.kind(of: try folder.write("x", to: "file")) == .regularFile)
    #expect(try NamedFile.kind(of: folder.path) == .folder)
  }

  @Test("stream(at:) names a FIFO or a device, and nothing for a file, a folder or a missing path")
  func streamAt() throws {
    let folder = try PipeFolder()
    #expect(NamedFile.stream(at: try folder.makeFIFO("fifo")) == "a FIFO (a named pipe)")
    #expect(NamedFile.stream(at: "/dev/null") == "a character device")
    #expect(NamedFile.stream(at: try folder.write("x", to: "file")) == nil)
    #expect(NamedFile.stream(at: folder.path) == nil)
    #expect(NamedFile.stream(at: folder.path("absent")) == nil)
  }

  @Test("specrun gherkin reads a FIFO named on its command line")
  func gherkinCommandReadsFIFO() throws {
    let folder = try PipeFolder()
    let fifo = try folder.makeFIFO("generated")
    let feeder = folder.feed(fifo, pieces: Self.feature)
    let output = GherkinCommand.run(arguments: ["--predictable-ids", "--no-source", "--no-ast", fifo])
    #expect(output.stderr == "")
    #expect(output.exitCode == 0)
    #expect(output.stdout.contains(#""name":"S""#))
    #expect(feeder.finished())
  }

  @Test("specrun gherkin says a folder is a folder and a socket is no file")
  func gherkinCommandExplains() throws {
    let folder = try PipeFolder()
    let socketPath = try folder.makeSocket("listening")
    let output = GherkinCommand.run(arguments: [socketPath, folder.path])
    #expect(output.exitCode == 2)
    #expect(output.stderr.contains("cannot read '\(socketPath)': it is a socket, not a file"))
    #expect(output.stderr.contains("cannot read '\(folder.path)': it is a folder. Give the scenario files in it"))
  }
}
