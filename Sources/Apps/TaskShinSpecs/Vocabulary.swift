import SpecRun
import TaskShin

/// The product's words for the app's values, as the scenarios write them.
enum Vocabulary {
  /// How a task looks on the child's list.
  enum TaskLook: String, CaseIterable {
    case toDo = "やること"
    case completed = "できた"
    case waiting = "送信待ち"
    case approved = "承認ずみ"

    var status: TaskStatus {
      switch self {
      case .toDo: .todo
      case .completed, .waiting: .completed
      case .approved: .approved
      }
    }
  }

  static func look(_ word: String) throws -> TaskLook {
    try lookUp(word, in: TaskLook.allCases, named: \.rawValue, kind: "ようす")
  }

  static func shin(_ name: String) throws -> ShinKind {
    try lookUp(name, in: ShinKind.allCases, named: \.name, kind: "シン")
  }

  static func stage(_ name: String) throws -> ShinStage {
    try lookUp(name, in: ShinStage.allCases, named: \.description, kind: "成長段階")
  }

  /// The moment whose words are `message` (「ほししんを みつけた！」, 「もりしんが こどもに そだった！」).
  static func event(_ message: String) throws -> ShinEvent {
    let events = ShinKind.allCases.flatMap { kind in
      [ShinEvent.discovered(kind)] + ShinStage.allCases.map { ShinEvent.grew(kind, to: $0) }
    }
    return try lookUp(message, in: events, named: \.message, kind: "場面")
  }

  /// The errors the scenarios speak of, by the words the child or parent reads.
  static let errors: [AppError] = [
    .network(.offline), .service(.unreachable), .validation(.blankName),
    .validation(.nameTooLong(maximum: ChildName.maximumLength)), .validation(.blankTaskTitle),
  ]

  static func error(_ message: String) throws -> AppError {
    try lookUp(message, in: errors, named: \.message, kind: "エラーメッセージ")
  }

  static let avatars: [(String, Avatar)] = [("うさぎ", .usagi), ("くま", .kuma), ("ねこ", .neko), ("いぬ", .inu)]

  static func avatar(_ name: String) throws -> Avatar {
    try lookUp(name, in: avatars, named: \.0, kind: "アバター").1
  }

  static let permissions: [(String, NotificationPermission)] = [
    ("まだたずねていない", .notAsked), ("たずねている", .asking), ("許可", .allowed), ("拒否", .denied),
  ]

  static func permission(_ word: String) throws -> NotificationPermission {
    try lookUp(word, in: permissions, named: \.0, kind: "通知の許可").1
  }

  private static func lookUp<Value>(
    _ word: String, in values: [Value], named name: (Value) -> String, kind: String
  ) throws -> Value {
    guard let value = values.first(where: { name($0) == word }) else {
      let known = values.map { "「\(name($0))」" }.joined(separator: "、")
      throw StepFailure("「\(word)」はアプリが知っている\(kind)ではありません。\(known)のどれかを書いてください。")
    }
    return value
  }
}
