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
}
