/// Decodes one row of a data table into a keyed value: each key reads the cell under the header
/// cell of the same name. Cells decode with ``TableCellDecoder``; what fails becomes a
/// ``DataTableDecodingError`` naming the cell.
struct TableRowDecoder: Decoder {
  let header: [String]
  let cells: [String]
  /// The row's number in the table, from 1 (the header is row 1).
  let row: Int
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(Row<Key>(decoder: self))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw notKeyed() }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { throw notKeyed() }

  private func notKeyed() -> DataTableDecodingError {
    DataTableDecodingError(
      row: row, column: nil, header: "",
      problem:
        "each row decodes into a struct whose properties are named after the header cells; decode [Row].self with such a Row.",
      cells: cells)
  }

  /// The cell under `key`'s header, with its column (from 1).
  func cell(_ key: String) -> (column: Int, text: String)? {
    guard let index = header.firstIndex(of: key) else { return nil }
    return (index + 1, index < cells.count ? cells[index] : "")
  }

  func missingColumn(_ key: String) -> DataTableDecodingError {
    DataTableDecodingError(
      row: 1, column: nil, header: key,
      problem:
        "the header has no column '\(key)' (its columns: \(header.joined(separator: ", "))). Add the column, or map the property to one of these headers with CodingKeys.",
      cells: header)
  }

  private struct Row<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: TableRowDecoder
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { decoder.header.compactMap(Key.init(stringValue:)) }

    func contains(_ key: Key) -> Bool { decoder.header.contains(key.stringValue) }

    func decodeNil(forKey key: Key) throws -> Bool {
      decoder.cell(key.stringValue)?.text.isEmpty ?? true
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
      guard let (column, text) = decoder.cell(key.stringValue) else { throw decoder.missingColumn(key.stringValue) }
      do {
        return try T(from: TableCellDecoder(text: text))
      } catch let error as DataTableDecodingError {
        throw error
      } catch {
        let found = text.isEmpty ? "an empty cell (make the property optional to allow empty cells)" : "\"\(text)\""
        let notOneCell = (error as? TableCellDecoder.Problem) == .notASingleValue ? ", which one cell cannot hold" : ""
        throw DataTableDecodingError(
          row: decoder.row, column: column, header: key.stringValue,
          problem: "expected \(ValueExpectation.describe(T.self))\(notOneCell), found \(found).", cells: decoder.cells)
      }
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      throw TableCellDecoder.Problem.notASingleValue
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      throw TableCellDecoder.Problem.notASingleValue
    }

    func superDecoder() throws -> any Decoder { decoder }

    func superDecoder(forKey key: Key) throws -> any Decoder {
      guard let (_, text) = decoder.cell(key.stringValue) else { throw decoder.missingColumn(key.stringValue) }
      return TableCellDecoder(text: text)
    }
  }
}
