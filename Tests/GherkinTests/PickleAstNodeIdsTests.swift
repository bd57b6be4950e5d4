import Foundation
import Testing

@testable import CucumberMessages

@Suite("A pickle and its steps keep any list of AST node ids, though they hold one or two without an array")
struct PickleAstNodeIdsTests {
  static let lists: [[String]] = [[], ["1"], ["1", "2"], ["1", "2", "3"], ["", "2"], [""], ["1", "2", "3", "4"]]

  @Test("a step's ids read back as given, first and last too, survive JSON both ways and compare as lists")
  func stepIds() throws {
    for ids in Self.lists {
      let step = Messages.Pickle.Step(astNodeIds: ids, id: "9", text: "a cart")
      #expect(step.astNodeIds == ids)
      #expect(step.firstAstNodeId == ids.first)
      #expect(step.lastAstNodeId == ids.last)
      try expectRoundTrip(step, ids: ids)
      for other in Self.lists {
        let otherStep = Messages.Pickle.Step(astNodeIds: other, id: "9", text: "a cart")
        #expect((otherStep == step) == (other == ids), "\(ids) against \(other)")
        if other == ids { #expect(Set([otherStep, step]).count == 1) }
      }
    }
  }

  @Test("a step's ids can be replaced by a list of any length, and one id of the list at a time")
  func stepIdsChanged() {
    for ids in Self.lists {
      for replacement in Self.lists {
        var step = Messages.Pickle.Step(astNodeIds: ids, id: "9", text: "a cart")
        step.astNodeIds = replacement
        #expect(step.astNodeIds == replacement)
        #expect(step == Messages.Pickle.Step(astNodeIds: replacement, id: "9", text: "a cart"))
      }
      var step = Messages.Pickle.Step(astNodeIds: ids, id: "9", text: "a cart")
      step.astNodeIds.append("7")
      #expect(step.astNodeIds == ids + ["7"])
    }
  }

  @Test("a pickle's ids read back as given, first and last too, survive JSON both ways and compare as lists")
  func pickleIds() throws {
    for ids in Self.lists {
      let pickle = Self.pickle(ids)
      #expect(pickle.astNodeIds == ids)
      #expect(pickle.firstAstNodeId == ids.first)
      #expect(pickle.lastAstNodeId == ids.last)
      try expectRoundTrip(pickle, ids: ids)
      var changed = pickle
      changed.astNodeIds = ["5", "6"]
      #expect(changed.astNodeIds == ["5", "6"])
      #expect((changed == pickle) == (ids == ["5", "6"]))
    }
  }

  private static func pickle(_ ids: [String]) -> Messages.Pickle {
    Messages.Pickle(
      id: "8", uri: "a.feature", location: Messages.Location(line: 3, column: 3), name: "buy", language: "en",
      steps: [Messages.Pickle.Step(astNodeIds: ids, id: "9", text: "a cart")], tags: [], astNodeIds: ids)
  }

  /// `value` encoded by the encoder gives `"astNodeIds":[…]` with `ids` in order, and decodes back
  /// to itself; the messages' own writer writes the same bytes as the encoder.
  private func expectRoundTrip<Value: Codable & Equatable>(_ value: Value, ids: [String]) throws {
    let encoded = try JSONEncoder().encode(value)
    let idsJSON = "\"astNodeIds\":[" + ids.map { "\"\($0)\"" }.joined(separator: ",") + "]"
    #expect(String(decoding: encoded, as: UTF8.self).contains(idsJSON), "\(ids)")
    #expect(try JSONDecoder().decode(Value.self, from: encoded) == value, "\(ids)")
    var handWritten = JSONWriter()
    handWritten.write(value)
    var throughEncoder = JSONWriter()
    throughEncoder.writeThroughEncoder(value)
    #expect(handWritten.text == throughEncoder.text, "\(ids)")
    #expect(handWritten.text.contains(idsJSON), "\(ids)")
  }
}
