import Foundation
import SpecRun
import Synchronization
import Testing

/// A large report is written to its file piece by piece, never held as one string; it is still
/// written whole or not at all.
@Suite("A report written in pieces")
struct ReportInPiecesTests {
  struct Refused: Error, Equatable {}

  @Test("many pieces, more than one block, make the same file as the whole text")
  func piecesMakeTheWholeFile() throws {
    let folder = try FeatureFolder([:])
    let pieces = (0..<20_000).map { "<testcase name=\"scenario \($0)\"/>\n" }
    try CommandIO.standard.writeFileInPieces(folder.path("out/r.xml")) { write in
      for piece in pieces { try write(piece) }
    }
    #expect(try String(contentsOfFile: folder.path("out/r.xml"), encoding: .utf8) == pieces.joined())
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("out")) == ["r.xml"])
  }

  @Test("a report that fails halfway leaves the previous file as it was and no temporary file")
  func failureLeavesNothingHalfWritten() throws {
    let folder = try FeatureFolder(["r.xml": "<testsuite previous=\"yes\"/>\n"])
    #expect(throws: Refused()) {
      try CommandIO.standard.writeFileInPieces(folder.path("r.xml")) { write in
        for index in 0..<10_000 { try write(String(repeating: "x", count: 100) + "\(index)\n") }
        throw Refused()
      }
    }
    #expect(try String(contentsOfFile: folder.path("r.xml"), encoding: .utf8) == "<testsuite previous=\"yes\"/>\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path()) == ["r.xml"])
  }

  @Test("a CommandIO made with only writeFile gathers the pieces and hands writeFile the whole report")
  func gatheredForWriteFile() throws {
    let written = Written()
    let io = CommandIO(
      writeOut: { _ in }, writeError: { _ in }, readInput: { Data() },
      writeFile: { path, text in written.set(path, text) },
      colors: false)
    try io.writeFileInPieces("r.xml") { write in
      try write("<a>")
      try write("</a>\n")
    }
    #expect(written.get() == ["r.xml": "<a></a>\n"])
  }

  @Test("the JUnit report is handed over one test case at a time, and the pieces make the same report as format")
  func junitInPieces() throws {
    let query = MessageQuery(try SampleRun.envelopes(SampleRun.japanese))
    var pieces: [String] = []
    JUnitFormatter().write(query) { pieces.append($0) }
    #expect(pieces.count == query.testCases.count + 2)
    #expect(pieces.joined() == JUnitFormatter().format(query))
  }

  final class Written: Sendable {
    private let files = Mutex<[String: String]>([:])
    func set(_ path: String, _ text: String) { files.withLock { $0[path] = text } }
    func get() -> [String: String] { files.withLock { $0 } }
  }
}
