import CucumberMessages
import Foundation
import Gherkin

/// Helpers that parse small project fixtures with predictable ids.
enum Fixture {
  static func parse(_ text: String, uri: String = "fixture.feature", mediaType: MediaType = .plain) -> Gherkin.Parsed {
    Gherkin.parse(text, uri: uri, mediaType: mediaType, ids: IdGenerator(.incrementing))
  }

  static func steps(_ parsed: Gherkin.Parsed) -> [Messages.GherkinDocument.Step] {
    parsed.document?.feature?.children.flatMap { child -> [Messages.GherkinDocument.Step] in
      if let rule = child.rule {
        return rule.children.flatMap { ($0.background?.steps ?? []) + ($0.scenario?.steps ?? []) }
      }
      return (child.background?.steps ?? []) + (child.scenario?.steps ?? [])
    } ?? []
  }
}
