import Foundation

/// The behaviour map as text for a terminal or a file, or as JSON for CI (`--format
/// behaviour[:PATH]`, `--format behaviour-json[:PATH]`; `behavior` is read the same): per app and
/// feature, each action case with the scenarios and tests that exercise it, and a figure per
/// feature. Made from the run's recorded actions (``ReportLayout/behaviour``), so it needs the
/// run itself, not a saved message stream.
///
/// ```sh
/// swift run specrun --format behaviour --behaviour-tests .build/tests-map.json
/// ```
public struct BehaviourFormatter: ReportFormatter {
  /// The project's apps and the run's recorded actions (``ReportLayout/behaviour``).
  public var layout: ReportLayout
  /// Whether the map is written as JSON rather than text.
  public var json: Bool

  /// The behaviour map of `layout`'s run, as text or as JSON.
  public init(layout: ReportLayout, json: Bool = false) {
    self.layout = layout
    self.json = json
  }

  public func format(_ query: MessageQuery) -> String {
    guard let evidence = layout.behaviour else { return Self.notRecorded }
    let map = evidence.map(query)
    guard json else { return BehaviourMapText.render(map) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return ((try? encoder.encode(map)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
  }

  static let notRecorded =
    "The behaviour map is made while scenarios run: write it with specrun --format behaviour (it cannot be made from a saved message stream).\n"
}
