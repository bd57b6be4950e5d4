/// A compiled scenario, ready to run: outlines expanded once per examples row (placeholders
/// substituted), background steps prepended, tags inherited from feature, rule and examples.
public struct Pickle: Sendable, Hashable {
  public var id: String
  public var uri: String
  public var location: Location
  public var name: String
  public var language: String
  public var steps: [PickleStep]
  public var tags: [PickleTag]
  /// The scenario's id, and for an outline the examples row's id.
  public var astNodeIds: [String]
}

public struct PickleStep: Sendable, Hashable {
  public var id: String
  public var text: String
  /// The step's kind, with `And`/`But` resolved to the kind before them.
  public var type: StepKeywordType?
  public var argument: PickleStepArgument?
  /// The step's id, and for an outline step the examples row's id.
  public var astNodeIds: [String]
}

/// A step's doc string and/or data table. When a step has both, `argumentIndex` says which
/// came first (1) and which second (2).
public struct PickleStepArgument: Sendable, Hashable {
  public var docString: PickleDocString?
  public var dataTable: PickleTable?
}

public struct PickleDocString: Sendable, Hashable {
  public var mediaType: String?
  public var content: String
  public var argumentIndex: Int?
}

public struct PickleTable: Sendable, Hashable {
  public var rows: [[String]]
  public var argumentIndex: Int?
}

public struct PickleTag: Sendable, Hashable {
  public var name: String
  public var astNodeId: String
}
