import Foundation

/// Which step definitions the run used, and how: each with the number of steps it matched and the
/// slowest and mean time of those that ran, slowest first, then the definitions no step used
/// (dead glue: remove them, or write the scenarios that need them).
///
/// ```
/// Step definitions, slowest first:
///
///   Pattern                        Steps  Slowest    Mean  Location
///   I add {int} {word}                 4   0.120s  0.031s  Sources/ShopSpecs/BasketSteps.swift:14
///   the basket holds {int} {word}      4   0.002s  0.001s  Sources/ShopSpecs/BasketSteps.swift:20
///
/// Unused step definitions (dead glue), 1:
///
///   the receipt is printed  Sources/ShopSpecs/BasketSteps.swift:31
/// ```
///
/// Steps no definition matched come last, each with "did you mean" and the closest phrasings
/// (from the libraries of `layout`, see `UndefinedStepHints`).
public struct UsageFormatter: ReportFormatter {
  /// The apps' step libraries, for the phrasings suggested to undefined steps.
  public var layout: ReportLayout

  /// The usage report of `layout`'s step libraries.
  public init(layout: ReportLayout = ReportLayout()) {
    self.layout = layout
  }

  public func format(_ query: MessageQuery) -> String {
    let usages = StepUsage.all(query)
    let used = usages.filter { $0.matched > 0 }.sorted { a, b in
      (a.slowest ?? -1, a.mean ?? -1, a.matched) > (b.slowest ?? -1, b.mean ?? -1, b.matched)
    }
    let unused = usages.filter { $0.matched == 0 }
    guard !usages.isEmpty else { return "No step definitions.\n" }
    var out = ""
    if used.isEmpty {
      out += "No step matched a step definition.\n"
    } else {
      out += "Step definitions, slowest first:\n\n"
      out += table(
        [["Pattern", "Steps", "Slowest", "Mean", "Location"]]
          + used.map {
            [pattern($0), String($0.matched), Self.seconds($0.slowest), Self.seconds($0.mean), $0.location]
          },
        rightAligned: [1, 2, 3])
    }
    if !unused.isEmpty {
      out +=
        "\nUnused step definitions (dead glue), \(unused.count): remove them, or write the scenarios that need them.\n\n"
      out += table(unused.map { [pattern($0), $0.location] }, rightAligned: [])
    }
    let undefined = UndefinedStepHints(query, layout: layout).text
    return undefined.isEmpty ? out : out + "\n" + undefined
  }

  private func pattern(_ usage: StepUsage) -> String {
    let source = TerminalText.visible(usage.definition.pattern.source)
    return usage.definition.pattern.type == "REGULAR_EXPRESSION" ? "/\(source)/" : source
  }

  /// Rows in columns two spaces apart, each row indented by two; the last column is not padded.
  private func table(_ rows: [[String]], rightAligned: Set<Int>) -> String {
    let widths = rows.reduce(into: [Int]()) { widths, row in
      for (index, cell) in row.enumerated() {
        if index >= widths.count { widths.append(0) }
        widths[index] = max(widths[index], TerminalColumns.width(cell))
      }
    }
    return rows.map { row in
      "  "
        + row.enumerated().map { index, cell in
          if index == row.count - 1 { return cell }
          let padding = String(repeating: " ", count: widths[index] - TerminalColumns.width(cell))
          return rightAligned.contains(index) ? padding + cell : cell + padding
        }.joined(separator: "  ") + "\n"
    }.joined()
  }

  /// `0.120s`, or `-` when no matched step ran.
  static func seconds(_ nanoseconds: Int64?) -> String {
    guard let nanoseconds else { return "-" }
    return String(format: "%.3fs", Double(nanoseconds) / 1e9)
  }
}
