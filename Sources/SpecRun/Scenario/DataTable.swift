/// A step's data table, as written in the scenario file.
///
/// ```gherkin
/// Given these contacts
///   | name  | phone |
///   | Akira | 090   |
/// ```
/// ```swift
/// context.dataTable?.hashes   // [["name": "Akira", "phone": "090"]]
/// struct Contact: Decodable { var name: String; var phone: String }
/// try context.dataTable.decode([Contact].self)   // [Contact(name: "Akira", phone: "090")]
/// ```
///
/// ``decode(_:)`` reads the rows as typed values and names the cell that does not fit.
public struct DataTable: Sendable, Equatable {
  /// Every row, header included.
  public var raw: [[String]]

  /// A table of `raw` rows, header first.
  public init(raw: [[String]]) { self.raw = raw }

  /// Rows below the header, each keyed by the header's cells.
  public var hashes: [[String: String]] {
    guard let header = raw.first else { return [] }
    return raw.dropFirst().map { row in
      Dictionary(zip(header, row).map { ($0, $1) }, uniquingKeysWith: { first, _ in first })
    }
  }

  /// The rows below the header.
  public var rows: [[String]] { Array(raw.dropFirst()) }

  /// Columns as rows: for tables written with keys down the left.
  public var transposed: DataTable {
    guard let width = raw.map(\.count).max() else { return self }
    return DataTable(raw: (0..<width).map { column in raw.map { column < $0.count ? $0[column] : "" } })
  }

  /// A two-column table as a dictionary (first column → second column).
  public var rowsHash: [String: String] {
    Dictionary(raw.compactMap { $0.count >= 2 ? ($0[0], $0[1]) : nil }, uniquingKeysWith: { first, _ in first })
  }
}

/// A step's doc string: its text and, when given, its media type (`"""json`).
public struct DocString: Sendable, Equatable {
  /// The text between the delimiters, without their indentation.
  public var content: String
  /// The media type written after the opening delimiter (`json`), if any.
  public var mediaType: String?

  /// A doc string of `content`.
  public init(content: String, mediaType: String? = nil) {
    self.content = content
    self.mediaType = mediaType
  }
}
