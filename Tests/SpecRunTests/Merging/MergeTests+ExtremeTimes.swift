import CucumberMessages
import Foundation
import SharedFixtures
import SpecRun
import Testing

extension MergeTests {
  /// The messages of one run of `folder` with one thing changed in each of them by `change`.
  func stream(of folder: FeatureFolder, changing change: (inout [String: Any]) -> Void) async throws -> String {
    let (_, io) = await specrun(["--format", "message:run.ndjson"], folder)
    let lines = try #require(io.files["run.ndjson"]).split(separator: "\n")
    return try lines.map { line in
      var object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      change(&object)
      return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }.joined(separator: "\n") + "\n"
  }

  @Test(
    "a stream whose times are at the ends of what messages allow (years 1 and 9999, a step of 9,000 years) merges into every report, never a crash"
  )
  func extremeTimes() async throws {
    let folder = try MixedRun.folder()
    let streams = try emptyFolder()
    let text = try await stream(of: folder) { object in
      for (key, value) in object {
        guard var message = value as? [String: Any] else { continue }
        if message["timestamp"] != nil {
          let earliest = key == "testRunStarted" || key == "testCaseStarted" || key == "testStepStarted"
          message["timestamp"] = ["seconds": earliest ? -62_135_596_800 : 253_402_300_799, "nanos": 999_999_999]
        }
        if var result = message["testStepResult"] as? [String: Any] {
          result["duration"] = ["seconds": 284_012_334_000, "nanos": 999_999_999]
          message["testStepResult"] = result
        }
        object[key] = message
      }
    }
    let path = streams.path("extreme.ndjson")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let formats = ["summary", "pretty", "progress", "usage", "rerun", "json", "junit", "html", "message"]
    for format in formats {
      let merged = await specrun(["merge", path, "--format", "\(format):report.out"])
      #expect(merged.code == 1, "\(format): \(merged.io.error)")
      #expect(merged.io.error == "", "\(format)")
      #expect(merged.io.files["report.out"]?.isEmpty == false, "\(format)")
    }
  }

  @Test("a time outside what messages allow does not read: the merge names the stream, the line and the field")
  func timeOutOfRange() async throws {
    let folder = try MixedRun.folder()
    let streams = try emptyFolder()
    let text = try await stream(of: folder) { object in
      guard var finished = object["testStepFinished"] as? [String: Any],
        var result = finished["testStepResult"] as? [String: Any]
      else { return }
      result["duration"] = ["seconds": 9_000_000_000_000_000_000 as Int64, "nanos": 0]
      finished["testStepResult"] = result
      object["testStepFinished"] = finished
    }
    let path = streams.path("absurd.ndjson")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let line = try #require(text.split(separator: "\n").firstIndex { $0.contains("\"testStepFinished\"") }) + 1
    let merged = await specrun(["merge", path, "--format", "junit:all.xml"])
    #expect(merged.code == 2)
    #expect(merged.io.error.contains("\(path):\(line): not a Cucumber Messages envelope"), "\(merged.io.error)")
    #expect(
      merged.io.error.contains(
        "at testStepFinished.testStepResult.duration.seconds: 9000000000000000000 seconds is out of range: a duration lies within ±315,576,000,000 seconds (10,000 years)"
      ), "\(merged.io.error)")
  }
}
