import Foundation
import SpecRun
import Testing

@MainActor
@Suite("The Cucumber JSON format")
struct CucumberJSONFormatTests {
  typealias Object = [String: Any]

  func report() async throws -> (features: [Object], folder: FeatureFolder, io: CapturedIO) {
    let (_, io, folder) = try await MixedRun.run(["--format", "json:cucumber.json", "--format", "message:run.ndjson"])
    let json = try #require(io.files["cucumber.json"])
    let features = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Object])
    return (features, folder, io)
  }

  @Test("features carry their uri, id, keyword, name, line, description and tags")
  func features() async throws {
    let (features, folder, _) = try await report()
    #expect(features.count == 2)
    let orders = features[0]
    #expect(orders["uri"] as? String == folder.path("a.feature"))
    #expect(orders["id"] as? String == "orders")
    #expect(orders["keyword"] as? String == "Feature")
    #expect(orders["name"] as? String == "Orders")
    #expect(orders["line"] as? Int == 1)
    #expect(orders["description"] as? String == "")
    #expect((orders["tags"] as? [Object])?.isEmpty == true)
    #expect(
      (orders["elements"] as? [Object])?.map { $0["id"] as? String } == [
        "orders;passing", "orders;failing", "orders;undefined",
      ])
  }

  @Test("each scenario is an element of type scenario, an outline's examples each with their row's line")
  func elements() async throws {
    let (features, _, _) = try await report()
    let receipts = try #require(features[1]["elements"] as? [Object])
    #expect(receipts.map { $0["type"] as? String } == ["scenario", "scenario", "scenario"])
    #expect(receipts.map { $0["line"] as? Int } == [4, 19, 20])
    #expect(receipts.map { $0["keyword"] as? String } == ["Scenario", "Scenario Outline", "Scenario Outline"])
    let tags = try #require(receipts[0]["tags"] as? [Object])
    #expect(tags.first?["name"] as? String == "@tracked")
    #expect(tags.first?["line"] as? Int == 3)
  }

  @Test("steps carry keyword, name, line, match location, status, duration in nanoseconds and the error message")
  func steps() async throws {
    let (features, _, _) = try await report()
    let failingWithHooks = try #require((features[0]["elements"] as? [Object])?[1]["steps"] as? [Object])
    // The end-of-scenario check is a hidden After step, as hooks are.
    #expect(failingWithHooks.last?["keyword"] as? String == "After")
    #expect(failingWithHooks.last?["name"] as? String == "Evergreen: every change described")
    #expect(failingWithHooks.last?["hidden"] as? Bool == true)
    let failing = failingWithHooks.filter { $0["hidden"] as? Bool != true }
    #expect(failing.map { $0["keyword"] as? String } == ["Given ", "When ", "Then "])
    #expect(failing.map { $0["line"] as? Int } == [9, 10, 11])
    let then = failing[2]
    #expect(then["name"] as? String == "the basket holds 2 pears")
    let result = try #require(then["result"] as? Object)
    #expect(result["status"] as? String == "failed")
    #expect(result["error_message"] as? String == "expected 2 pears, the basket holds 1")
    #expect(result["duration"] is Int)
    #expect(((then["match"] as? Object)?["location"] as? String)?.contains("Basket.swift:") == true)
    let undefined = try #require((features[0]["elements"] as? [Object])?[2]["steps"] as? [Object])
    #expect((undefined[1]["result"] as? Object)?["status"] as? String == "undefined")
    #expect(undefined[1]["match"] == nil)
  }

  @Test("hooks are hidden Before and After steps, attachments are base64 embeddings, doc strings are arguments")
  func hooksEmbeddingsArguments() async throws {
    let (features, _, _) = try await report()
    let receipts = try #require(features[1]["elements"] as? [Object])
    let hook = try #require((receipts[0]["steps"] as? [Object])?.first)
    #expect(hook["keyword"] as? String == "Before")
    #expect(hook["hidden"] as? Bool == true)
    #expect(hook["name"] as? String == "start tracking")
    let embedding = try #require((hook["embeddings"] as? [Object])?.first)
    #expect(embedding["mime_type"] as? String == "text/plain")
    #expect(embedding["data"] as? String == Data("tracking".utf8).base64EncodedString())
    let note = try #require((receipts[1]["steps"] as? [Object])?.last { $0["hidden"] as? Bool != true })
    let docString = try #require((note["arguments"] as? [Object])?.first?["doc_string"] as? Object)
    #expect(docString["content"] as? String == "a *note*")
    #expect(docString["content_type"] as? String == "markdown")
    #expect(docString["line"] as? Int == 13)
    #expect((note["embeddings"] as? [Object])?.first?["mime_type"] as? String == "markdown")
  }

  @Test("a saved stream gives the same JSON")
  func reformatted() async throws {
    let (_, _, io) = try await report()
    let again = CapturedIO(input: try #require(io.files["run.ndjson"]))
    #expect(await SpecRunMain.run(arguments: ["format", "json"], library: StepLibrary(), io: again.io) == 0)
    #expect(again.out == io.files["cucumber.json"])
  }
}
