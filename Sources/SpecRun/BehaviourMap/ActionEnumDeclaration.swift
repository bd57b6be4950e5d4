/// An action enum as its source declares it: a feature's `Action` (or `…Action`), or an enum
/// declared inside one (`Action.Delegate`, `Action.Alert`), with its cases in source order.
///
/// ```swift
/// let declarations = try ActionDeclarationReader.read(folder: "Sources/Apps/Macho")
/// declarations[0].typePath   // ["ContactsFeature", "Action"]
/// declarations[0].cases.map(\.name)   // ["addButtonTapped", "deleteButtonTapped", …]
/// ```
public struct ActionEnumDeclaration: Sendable, Equatable, Codable {
  /// The enum's name with the types around it (`["ContactsFeature", "Destination", "Action"]`);
  /// an extension's types start from the extended type's name.
  public var typePath: [String]
  /// Whether it sits inside another action enum (`Action.Alert`) rather than directly in a feature.
  public var isNested: Bool
  public var file: String
  public var line: Int
  public var cases: [ActionCaseDeclaration]

  public init(typePath: [String], isNested: Bool, file: String, line: Int, cases: [ActionCaseDeclaration]) {
    self.typePath = typePath
    self.isNested = isNested
    self.file = file
    self.line = line
    self.cases = cases
  }

  /// `ContactsFeature.Destination.Action`.
  public var name: String { typePath.joined(separator: ".") }

  /// The feature whose action this is: the types around a feature's `Action`
  /// (`ContactsFeature.Destination`), or the enum's own path for one named `…Action`.
  public var featureName: String {
    typePath.last == "Action" && typePath.count > 1 ? typePath.dropLast().joined(separator: ".") : name
  }
}

/// One case of an action enum: `case deleteButtonTapped(id: Contact.ID)` has the name
/// `deleteButtonTapped` and the payload `id: Contact.ID`.
public struct ActionCaseDeclaration: Sendable, Equatable, Codable {
  public var name: String
  /// The payload's text between the parentheses, tokens joined by single spaces where the source
  /// had space (`PresentationAction<Destination.Action>`), or `nil` for a case without one.
  public var payload: String?
  public var file: String
  public var line: Int
  public var column: Int

  public init(name: String, payload: String?, file: String, line: Int, column: Int) {
    self.name = name
    self.payload = payload
    self.file = file
    self.line = line
    self.column = column
  }
}
