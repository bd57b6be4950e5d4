import CucumberMessages
import Foundation
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
}
