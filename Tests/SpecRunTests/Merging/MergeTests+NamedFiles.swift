import Foundation
import SharedFixtures
import SpecRun
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `specrun merge` reads each stream as the runner reads a scenario file named on the command
/// line (`Gherkin.NamedFile`): a FIFO or a shell's `<(…)` to its end, and a path that cannot be read
/// said with why and what to do, in the runner's words.
extension MergeTests {
  @Test("a stream written into a FIFO, or handed over as <(…), is merged as the same stream in a file is")
  func streamsFromPipes() async throws {
    let folder = try MixedRun.folder()
    let streams = try emptyFolder()
    let paths = try await shards(2, of: folder, into: streams)
    let fromFiles = await specrun(["merge"] + paths + ["--format", "summary"])
    #expect(fromFiles.code == 1)
    #expect(fromFiles.io.out.hasSuffix("2 passed, 2 failed, 1 undefined, 1 pending\n"), "\(fromFiles.io.out)")

    let pipes = try PipeFolder()
    let fifo = try pipes.makeFIFO("shard-2")
    let feeder = pipes.feed(fifo, pieces: [try String(contentsOfFile: paths[1], encoding: .utf8)])
    let fromFIFO = await specrun(["merge", paths[0], fifo, "--format", "summary"])
    #expect(feeder.finished())
    #expect(fromFIFO.io.error == "")
    #expect(fromFIFO.code == 1)
    #expect(fromFIFO.io.out == fromFiles.io.out)

    // The read end of a pipe whose writer has written the stream and gone, as `<(cat shard-2.ndjson)` passes it.
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    let (readEnd, writeEnd) = (ends[0], ends[1])
    defer { close(readEnd) }
    let stream = Array(try Data(contentsOf: URL(fileURLWithPath: paths[1])))
    Thread {
      _ = stream.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
      close(writeEnd)
    }.start()
    let fromPipe = await specrun(["merge", paths[0], "/dev/fd/\(readEnd)", "--format", "summary"])
    #expect(fromPipe.io.error == "")
    #expect(fromPipe.io.out == fromFiles.io.out)
  }

  @Test("a stream that cannot be read is refused as the runner refuses a scenario file: why, and what to do, exit 2")
  func unreadableStreams() async throws {
    let folder = try MixedRun.folder()
    let streams = try emptyFolder()
    let paths = try await shards(1, of: folder, into: streams)
    let pipes = try PipeFolder()
    let socket = try pipes.makeSocket("merge.sock")
    let cases = [
      (
        streams.path("absent.ndjson"),
        "there is no such file. Check the path (it is relative to \(FileManager.default.currentDirectoryPath))."
      ),
      (streams.path(), "it is a folder, not a file. Name a file inside it instead."),
      (socket, "it is a socket, not a file: only regular files and streams (a FIFO, <(…), a terminal) can be read."),
    ]
    for (path, why) in cases {
      let refused = await specrun(["merge", paths[0], path, "--format", "junit:all.xml"])
      #expect(refused.code == 2)
      #expect(refused.io.error.hasPrefix("specrun merge: \(path): \(why)"), "\(refused.io.error)")
      #expect(
        refused.io.error.hasSuffix(
          " Each stream is a file that specrun --format message:PATH wrote, or a pipe it writes to.\n"))
      #expect(refused.io.files.isEmpty)
    }
  }
}
