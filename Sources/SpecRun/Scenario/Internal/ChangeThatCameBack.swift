/// A part of a scenario store's state that changed and came back before any step described it
/// (see `ChangeTrail`): the user saw it, yet no `Then` step after the block can describe it.
/// Not generic, so a store's list of them is one concrete type whatever the app's state.
///
/// ```swift
/// let back = ChangeThatCameBack(path: "isLoading", values: ["false", "true", "false"])
/// back.rendered   // "  • isLoading: false → true → false"
/// ```
struct ChangeThatCameBack: Equatable {
  /// Where, as diffs name it: `isLoading`, `items[2].title`.
  var path: String
  /// The part's dump before, at each change, and after (which equals the first); an absent
  /// element is an empty dump.
  var values: [String]
  /// The step that first changed it, and the one that brought it back.
  var changedBy: ScenarioLine?
  var restoredBy: ScenarioLine?
}

extension ChangeThatCameBack {
  /// For the failure message:
  ///
  /// ```
  ///   • isLoading: false → true → false
  ///     changed by "When I tap "Fact"" (Specs/Macho/Counter.feature:9),
  ///     back by "When the fact service answers" (Specs/Macho/Counter.feature:10)
  /// ```
  var rendered: String {
    let shown = values.map { $0.isEmpty ? "(absent)" : $0 }
    var text: String
    if shown.allSatisfy({ !$0.contains("\n") }) {
      text = "  • \(path): " + shown.joined(separator: " → ")
    } else {
      text =
        "  • \(path):\n"
        + shown.enumerated().map { index, value in
          let lines = value.split(separator: "\n", omittingEmptySubsequences: false)
          let lead = index == 0 ? "      " : "    → "
          return lead + lines.joined(separator: "\n      ")
        }.joined(separator: "\n")
    }
    if let changedBy {
      text += "\n    changed by \(changedBy)"
      if let restoredBy, restoredBy != changedBy { text += ",\n    back by \(restoredBy)" }
    }
    return text
  }
}
