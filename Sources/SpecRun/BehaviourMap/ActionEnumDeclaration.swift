/// An action enum as its source declares it: a feature's `Action` (or `…Action`), or an enum
/// declared inside one (`Action.Delegate`, `Action.Alert`), with its cases in source order.
///
/// ```swift
/// let declarations = try ActionDeclarationReader.read(folder: "Sources/Apps/Macho")
/// declarations[0].typePath   // ["ContactsFeature", "Action"]
/// declarations[0].cases.map(\.name)   // ["addButtonTapped", "deleteButtonTapped", …]
/// ```
package struct ActionEnumDeclaration: Sendable, Equatable, Codable {
  /// The enum's name with the types around it (`["ContactsFeature", "Destination", "Action"]`);
  /// an extension's types start from the extended type's name.
  package var typePath: [String]
  /// Whether it sits inside another action enum (`Action.Alert`) rather than directly in a feature.
  package var isNested: Bool
  package var file: String
  package var line: Int
  package var cases: [ActionCaseDeclaration]

  package init(typePath: [String], isNested: Bool, file: String, line: Int, cases: [ActionCaseDeclaration]) {
    self.typePath = typePath
    self.isNested = isNested
    self.file = file
    self.line = line
    self.cases = cases
  }

  /// `ContactsFeature.Destination.Action`.
  package var name: String { typePath.joined(separator: ".") }

  /// The feature whose action this is: the types around a feature's `Action`
  /// (`ContactsFeature.Destination`), or the enum's own path for one named `…Action`.
  package var featureName: String {
    typePath.last == "Action" && typePath.count > 1 ? typePath.dropLast().joined(separator: ".") : name
  }
}

/// One case of an action enum: `case deleteButtonTapped(id: Contact.ID)` has the name
/// `deleteButtonTapped` and the payload `id: Contact.ID`.
package struct ActionCaseDeclaration: Sendable, Equatable, Codable {
  package var name: String
  /// The payload's text between the parentheses, tokens joined by single spaces where the source
  /// had space (`PresentationAction<Destination.Action>`), or `nil` for a case without one.
  package var payload: String?
  package var file: String
  package var line: Int
  package var column: Int

  package init(name: String, payload: String?, file: String, line: Int, column: Int) {
    self.name = name
    self.payload = payload
    self.file = file
    self.line = line
    self.column = column
  }
}
