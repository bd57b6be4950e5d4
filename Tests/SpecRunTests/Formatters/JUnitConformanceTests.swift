import Foundation
import SharedFixtures
import SpecRun
import Testing

@Suite("The JUnit formatter writes what Cucumber's writes")
struct JUnitConformanceTests {
  static let streams: [String] = {
    guard let folder = try? SharedConformance.folder("junit-xml"),
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".ndjson") }.map { String($0.dropLast(".ndjson".count)) }.sorted()
  }()

  @Test(
    "each official message stream becomes its official JUnit report",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason),
    arguments: streams)
  func officialStream(_ name: String) throws {
    let folder = try SharedConformance.folder("junit-xml")
    let input = try Data(contentsOf: folder.appendingPathComponent("\(name).ndjson"))
    let expected = try String(contentsOf: folder.appendingPathComponent("\(name).default.xml"), encoding: .utf8)
    let actual = JUnitFormatter().format(try MessageStream.decode(ndjson: input))
    #expect(actual == expected)
  }

  @Test(
    "there are official streams to check",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason))
  func streamsExist() {
    #expect(Self.streams.count == 44)
  }
}
