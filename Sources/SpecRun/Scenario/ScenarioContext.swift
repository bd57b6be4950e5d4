/// What a scenario's steps share: values they keep for later steps (a test store, a clock), the
/// current step's data table and doc string, and attachments for the report. One per scenario,
/// made fresh each time.
///
/// ```swift
/// steps.given("a counter at {int}") { (context, count: Int) in
///   context[CounterDriver.self] = CounterDriver(count: count)
/// }
/// steps.when("I tap plus") { context in
///   try await context.require(CounterDriver.self).tapPlus()
/// }
/// ```
@MainActor
public final class ScenarioContext {
  /// The scenario's name, as written (with outline placeholders filled in).
  public let scenarioName: String
  /// The scenario's tags, inherited ones included (`@smoke`).
  public let tags: [String]
  /// The scenario file and the scenario's line.
  public let uri: String
  public let line: Int

  /// The data table of the step that is running, if it has one.
  public internal(set) var dataTable: DataTable?
  /// The doc string of the step that is running, if it has one.
  public internal(set) var docString: DocString?
  /// The text of the step that is running.
  public internal(set) var stepText: String = ""

  /// Whether `@non-exhaustive` relaxes the rule that every change must be described.
  public var isExhaustive: Bool

  private var values: [ObjectIdentifier: Any] = [:]
  private(set) var checkpoints: [any ScenarioCheckpoint] = []
  private(set) var attachments: [(body: String, mediaType: String)] = []

  init(scenarioName: String, tags: [String], uri: String, line: Int) {
    self.scenarioName = scenarioName
    self.tags = tags
    self.uri = uri
    self.line = line
    self.isExhaustive = !tags.contains("@non-exhaustive")
  }

  /// A value kept for later steps, by its type.
  public subscript<Value>(_ type: Value.Type) -> Value? {
    get { values[ObjectIdentifier(type)] as? Value }
    set { values[ObjectIdentifier(type)] = newValue }
  }

  /// The value of `type` an earlier step kept; fails the step with a hint when there is none.
  public func require<Value>(_ type: Value.Type) throws -> Value {
    guard let value = self[type] else {
      throw StepFailure(
        "No \(Value.self) was set up before '\(stepText)'. Add a step that creates it (usually a 'Given') earlier in the scenario or its Background."
      )
    }
    return value
  }

  /// The value of `type`, made by `make` the first time it is asked for.
  public func value<Value>(_ type: Value.Type = Value.self, default make: () throws -> Value) rethrows -> Value {
    if let value = self[type] { return value }
    let value = try make()
    self[type] = value
    return value
  }

  /// Registers something whose changes `Then` steps must describe (see ``ScenarioCheckpoint``).
  public func addCheckpoint(_ checkpoint: any ScenarioCheckpoint) {
    if !checkpoints.contains(where: { $0 === checkpoint }) { checkpoints.append(checkpoint) }
  }

  /// Adds text (or anything with a media type) to the report of the running step.
  public func attach(_ body: String, mediaType: String = "text/plain") {
    attachments.append((body, mediaType))
  }

  func removeAll() {
    values.removeAll()
    checkpoints.removeAll()
  }

  func takeAttachments() -> [(body: String, mediaType: String)] {
    defer { attachments.removeAll() }
    return attachments
  }
}
