import CucumberMessages
import Foundation
import Gherkin
import Testing

@Suite("A pickle step's type is kept as the text it was given")
struct PickleStepTypeTests {
  static let types: [String?] = [nil, "Context", "Action", "Outcome", "Unknown", "Custom", ""]

  @Test("any type, Cucumber's four or another text or none, reads back, survives JSON and compares by its text")
  func anyType() throws {
    for type in Self.types {
      var step = Messages.Pickle.Step(astNodeIds: ["1"], id: "2", type: type, text: "a cart")
      #expect(step.type == type)
      let json = try JSONEncoder().encode(step)
      let decoded = try JSONDecoder().decode(Messages.Pickle.Step.self, from: json)
      #expect(decoded == step)
      #expect(decoded.type == type)
      #expect(String(decoding: json, as: UTF8.self).contains("\"type\"") == (type != nil))
      for other in Self.types {
        let otherStep = Messages.Pickle.Step(astNodeIds: ["1"], id: "2", type: other, text: "a cart")
        #expect(
          (otherStep == step) == (other == type), "\(String(describing: type)) against \(String(describing: other))")
        if other == type { #expect(Set([otherStep, step]).count == 1) }
      }
      step.type = "Action"
      #expect(step.type == "Action")
      #expect(step == Messages.Pickle.Step(astNodeIds: ["1"], id: "2", type: "Action", text: "a cart"))
    }
  }

  @Test("a type whose text is held otherwise than the literal's (in storage of its own) is the same type")
  func typeHeldInStorage() {
    for type in Self.types.compactMap({ $0 }) {
      let held = Self.inStorage(type)
      let step = Messages.Pickle.Step(astNodeIds: ["1"], id: "2", type: held, text: "a cart")
      #expect(step.type == type)
      #expect(step == Messages.Pickle.Step(astNodeIds: ["1"], id: "2", type: type, text: "a cart"))
      #expect(Set([step, Messages.Pickle.Step(astNodeIds: ["1"], id: "2", type: type, text: "a cart")]).count == 1)
    }
  }

  @Test("a pickle step takes its own type, an And step the type before it, whatever storage the types are in")
  func compiledTypesHeldInStorage() {
    typealias Step = Messages.GherkinDocument.Step
    let location = Messages.Location(line: 1)
    let kinds = ["Context", "Conjunction", "Action", "Conjunction", "Outcome", "Unknown", "Conjunction", "Custom"]
    let steps = kinds.enumerated().map { index, kind in
      Step(location: location, keyword: "* ", keywordType: Self.inStorage(kind), text: "step \(index)", id: "s\(index)")
    }
    let scenario = Messages.GherkinDocument.Scenario(
      location: location, tags: [], keyword: "Scenario", name: "S", description: "", steps: steps, examples: [],
      id: "sc")
    let feature = Messages.GherkinDocument.Feature(
      location: location, tags: [], language: "en", keyword: "Feature", name: "F", description: "",
      children: [Messages.GherkinDocument.FeatureChild(scenario: scenario)])
    let document = Messages.GherkinDocument(uri: "f.feature", feature: feature, comments: [])
    let pickles = PickleCompiler(ids: IdGenerator(.incrementing)).compile(document, uri: "f.feature")
    #expect(
      pickles.first?.steps.map(\.type)
        == ["Context", "Context", "Action", "Action", "Outcome", "Unknown", "Unknown", "Custom"])
  }

  /// `text` as a string with storage of its own (room for 32 bytes), not the inline form a short
  /// literal has: equal to the literal, but not the same bits.
  static func inStorage(_ text: String) -> String {
    var held = ""
    held.reserveCapacity(32)
    held += text
    return held
  }
}
