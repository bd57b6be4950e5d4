import Foundation
import Gherkin

/// Helpers that parse small project fixtures with predictable ids.
enum Fixture {
  static func parse(_ text: String, uri: String = "fixture.feature", mediaType: MediaType = .plain) -> Gherkin.Parsed {
    Gherkin.parse(text, uri: uri, mediaType: mediaType, ids: IdGenerator(.incrementing))
  }

  static func steps(_ parsed: Gherkin.Parsed) -> [Step] {
    parsed.document?.feature?.children.flatMap { child -> [Step] in
      switch child {
      case .background(let background): return background.steps
      case .scenario(let scenario): return scenario.steps
      case .rule(let rule):
        return rule.children.flatMap { child -> [Step] in
          switch child {
          case .background(let background): return background.steps
          case .scenario(let scenario): return scenario.steps
          }
        }
      }
    } ?? []
  }
}
