import Foundation

extension DocString {
  /// The doc string's JSON as a `T`.
  ///
  /// ````gherkin
  /// When the app receives the order
  ///   """json
  ///   {"id": "A-1", "items": [{"name": "tea", "quantity": 2}]}
  ///   """
  /// ````
  /// ```swift
  /// struct Order: Decodable { var id: String; var items: [Item] }
  /// steps.when("the app receives the order") { context in
  ///   let order = try context.docString.decode(Order.self)
  /// }
  /// ```
  ///
  /// A doc string that is not JSON, or whose JSON does not fit `T`, throws a
  /// ``DocStringDecodingError`` naming the JSON path (`$.items[0].quantity`), what was expected
  /// and what is there. A doc string marked with another media type (`"""xml`) is refused.
  public func decode<T: Decodable>(_ type: T.Type, using decoder: JSONDecoder = JSONDecoder()) throws -> T {
    if let mediaType, !mediaType.isEmpty, !mediaType.lowercased().contains("json") {
      throw DocStringDecodingError(
        path: "$",
        problem:
          "the doc string is marked as \(mediaType), not JSON. Mark it \"\"\"json, or read context.docString?.content yourself."
      )
    }
    let data = Data(content.utf8)
    if let deep = JSONNesting.tooDeep(data) {
      throw DocStringDecodingError(
        path: "$", problem: "line \(deep.line), column \(deep.column) of the doc string: \(deep.problem)")
    }
    do {
      return try decoder.decode(T.self, from: data)
    } catch let error as DecodingError {
      throw JSONDecodingProblem(error, data: data).error
    }
  }
}

extension DocString? {
  /// The step's doc string decoded as ``DocString/decode(_:using:)`` does, so that
  /// `try context.docString.decode(Order.self)` reads as it is said; a step without a doc string
  /// throws a ``StepFailure`` saying to add one.
  public func decode<T: Decodable>(_ type: T.Type, using decoder: JSONDecoder = JSONDecoder()) throws -> T {
    guard let docString = self else {
      throw StepFailure(
        "This step has no doc string, so there is no \(T.self) to decode. Add one under the step in the scenario file, between \"\"\"json and \"\"\"."
      )
    }
    return try docString.decode(type, using: decoder)
  }
}
