import Foundation

/// Picks targets of a package, by name, by folder, or by a group they share with the target a rule
/// is about. Selectors combine with `+` (either) and `excluding(_:)`.
///
/// ```swift
/// Targets.named("CalendarAuth", "CalendarMeeting")      // these two
/// Targets.under("Sources/Apps")                          // every target whose folder is there
/// Targets.inSameGroup(as: appName)                       // the subject's own app, however named
/// ```
public struct TargetSelector: Sendable, CustomStringConvertible {
  let matches: @Sendable (_ candidate: PackageTarget, _ subject: PackageTarget) -> Bool
  /// How the selector reads in a failure message: `CalendarCore`, `targets under Sources/Apps`.
  public let description: String

  /// A selector from a predicate over a candidate target and the target the rule is checking.
  public init(
    _ description: String, matches: @escaping @Sendable (_ candidate: PackageTarget, _ subject: PackageTarget) -> Bool
  ) {
    self.description = description
    self.matches = matches
  }

  /// Targets picked by either selector.
  public static func + (lhs: TargetSelector, rhs: TargetSelector) -> TargetSelector {
    TargetSelector("\(lhs) or \(rhs)") { lhs.matches($0, $1) || rhs.matches($0, $1) }
  }

  /// The targets this selector picks, without those `other` picks.
  public func excluding(_ other: TargetSelector) -> TargetSelector {
    TargetSelector("\(self) except \(other)") { matches($0, $1) && !other.matches($0, $1) }
  }
}

/// The ways to start a `TargetSelector`; see there.
public enum Targets {
  /// Targets (or imported modules) with one of these names.
  public static func named(_ names: String...) -> TargetSelector {
    let set = Set(names)
    return TargetSelector(names.joined(separator: ", ")) { candidate, _ in set.contains(candidate.name) }
  }

  /// Targets whose folder is `folder` or lies inside it (paths relative to the package root).
  public static func under(_ folder: String) -> TargetSelector {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return TargetSelector("targets under \(folder)") { candidate, _ in
      guard let path = candidate.path else { return false }
      return path == folder || path.hasPrefix(prefix)
    }
  }

  /// Targets that `group` puts in the same group as the target being checked (a group of `nil`
  /// belongs to nobody): for example the targets of one app, wherever their folders are.
  public static func inSameGroup(
    as groupName: String, _ group: @escaping @Sendable (PackageTarget) -> String?
  ) -> TargetSelector {
    TargetSelector("its own \(groupName)'s targets") { candidate, subject in
      guard let own = group(subject) else { return false }
      return group(candidate) == own
    }
  }

  /// Every target, and every module a target imports.
  public static var all: TargetSelector { TargetSelector("any target") { _, _ in true } }
}
