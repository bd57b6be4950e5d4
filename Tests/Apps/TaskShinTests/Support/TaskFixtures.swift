import TaskShin

/// The tasks the specs start from: three tasks for three different shins.
enum TaskFixtures {
  static let hamigaki = TaskItem(id: "hamigaki", title: "はみがき", shin: .hoshi)
  static let katazuke = TaskItem(id: "katazuke", title: "おかたづけ", shin: .mori)
  static let shukudai = TaskItem(id: "shukudai", title: "しゅくだい", shin: .umi)

  static var all: [TaskItem] { [hamigaki, katazuke, shukudai] }

  /// `task` with `status`.
  static func with(_ task: TaskItem, status: TaskStatus) -> TaskItem {
    var task = task
    task.status = status
    return task
  }
}
