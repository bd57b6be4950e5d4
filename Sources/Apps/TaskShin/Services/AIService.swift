import Evergreen

/// Friendly words for the child (the seed's `aiService`): a hint for a task, and a celebration
/// when one is done. Without an AI provider here, the live value writes them from the task's id
/// on the device.
///
/// ```swift
/// let hint = try await aiService.generateHint(for: "hamigaki")
/// ```
public struct AIService: Sendable {
  public var generateHint: @Sendable (_ for: TaskID) async throws -> String
  public var celebrate: @Sendable (_ for: TaskID) async throws -> String

  public init(
    generateHint: @escaping @Sendable (_ for: TaskID) async throws -> String,
    celebrate: @escaping @Sendable (_ for: TaskID) async throws -> String
  ) {
    self.generateHint = generateHint
    self.celebrate = celebrate
  }
}

extension AIService: DependencyKey {
  public static var liveValue: AIService {
    AIService(
      generateHint: { id in "「\(id)」は ちいさく わけて、ひとつずつ やってみよう！" },
      celebrate: { id in "「\(id)」が できたね！ しんも よろこんでいるよ！" })
  }

  public static var testValue: AIService {
    AIService(generateHint: unimplemented("AIService.generateHint"), celebrate: unimplemented("AIService.celebrate"))
  }
}

extension DependencyValues {
  /// Hints and celebrations. See ``AIService``.
  public var aiService: AIService {
    get { self[AIService.self] }
    set { self[AIService.self] = newValue }
  }
}
