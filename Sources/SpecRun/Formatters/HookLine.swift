import CucumberMessages

/// Which hooks a report for people shows as a line of their own, beside the steps: a hook that
/// did not pass, one that attached something, and always the after-scenario check "Evergreen:
/// every change described", whose absence would otherwise go unseen (a reader could not tell a
/// checked scenario from an unchecked one).
///
/// ```swift
/// HookLine.isShown(named: "Evergreen: every change described", .passed, hasAttachments: false)   // true
/// HookLine.isShown(named: "open the database", .passed, hasAttachments: false)                  // false
/// ```
enum HookLine {
  static func isShown(named name: String?, _ status: Messages.TestStepResultStatus, hasAttachments: Bool) -> Bool {
    (status != .passed && status != .skipped) || hasAttachments || name == EveryChangeDescribed.name
  }

  /// A hook's name as a report for people writes it: the after-scenario check's in the words of
  /// the scenario's file (a Japanese file's reader sees 「Evergreen: 変化はすべてならばで述べた」),
  /// any other hook's as its library named it. Reports for machines keep the name itself.
  ///
  /// ```swift
  /// HookLine.title(EveryChangeDescribed.name, language: "ja")   // "Evergreen: 変化はすべてならばで述べた"
  /// HookLine.title("open the database", language: "ja")          // "open the database"
  /// ```
  static func title(_ name: String?, language: String) -> String? {
    guard name == EveryChangeDescribed.name, let words = checkTitles[language] else { return name }
    return words
  }

  private static let checkTitles = ["ja": "Evergreen: 変化はすべてならばで述べた"]
}
