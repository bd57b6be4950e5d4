import CucumberMessages
import Foundation

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
  /// The scenario's line in ``uri`` (an example row's, for an outline's row).
  public let line: Int
  /// The language of the scenario's file, from its `# language:` line (`"ja"`; `"en"` without one).
  public let language: String

  /// The data table of the step that is running, if it has one; `try context.dataTable.decode([Row].self)`
  /// reads it as typed rows.
  public var dataTable: DataTable? {
    guard let table = step?.step.argument?.dataTable else { return nil }
    return DataTable(raw: table.rows.map { $0.cells.map(\.value) })
  }
  /// The doc string of the step that is running, if it has one; `try context.docString.decode(T.self)`
  /// reads its JSON.
  public var docString: DocString? {
    guard let docString = step?.step.argument?.docString else { return nil }
    return DocString(content: docString.content, mediaType: docString.mediaType)
  }
  /// The text of the step that is running (a hook's name while a hook runs).
  public var stepText: String { hookName ?? step?.step.text ?? "" }

  /// The step running now, or the last that ran while a hook runs (its data table and doc string
  /// stay readable): what ``stepText``, ``dataTable`` and ``docString`` read, made only when read.
  /// Set by the runner with one store per step instead of three values made for every step.
  /// Not checked for exclusivity at run time: only the runner writes it, and nothing an access
  /// does calls out.
  @exclusivity(unchecked) private var step: TestCasePlan.PlannedStep?
  /// The name of the hook running now (`"hook"` for one without a name); nil while a step runs.
  @exclusivity(unchecked) private var hookName: String?

  /// `step` begins: ``stepText``, ``dataTable`` and ``docString`` are now its own.
  func begin(_ step: TestCasePlan.PlannedStep) {
    self.step = step
    if hookName != nil { hookName = nil }
  }

  /// The hook named `name` begins (`"hook"` for one without a name): ``stepText`` is its name,
  /// the last step's data table and doc string stay.
  func beginHook(named name: String?) { hookName = name ?? "hook" }

  /// Whether `@non-exhaustive` relaxes the rule that every change must be described.
  public var isExhaustive: Bool

  /// How the scenario has gone so far: `.passed` while every step and hook passed, then the most
  /// severe result (`.failed`, `.ambiguous`, `.undefined`, `.pending`, `.skipped`). An After hook
  /// reads it, with ``failureMessage``, to attach diagnostics when the scenario failed:
  ///
  /// ```swift
  /// steps.after { context in
  ///   guard context.scenarioStatus == .failed, let store = context[ScenarioStoreOf<CounterFeature>.self] else { return }
  ///   context.attach(dumpValue(store.state), fileName: "state-when-it-failed.txt")
  ///   context.log("Failed: \(context.failureMessage ?? "no message")")
  /// }
  /// ```
  ///
  /// After hooks see what every step, the after-scenario check and the After hooks that ran before
  /// them made of the scenario.
  public internal(set) var scenarioStatus: Messages.TestStepResultStatus = .passed
  /// The message of the first step or hook that failed, was ambiguous, or was pending with a
  /// reason; nil while none did.
  public internal(set) var failureMessage: String?
  /// In an AfterStep hook: how the step that just ran went (also when it failed); nil elsewhere.
  ///
  /// ```swift
  /// steps.afterStep { context in
  ///   if context.stepStatus == .failed { context.log("\(context.stepText) failed: \(context.stepMessage ?? "")") }
  /// }
  /// ```
  public internal(set) var stepStatus: Messages.TestStepResultStatus?
  /// In an AfterStep hook: the message of the step that just ran (why it failed), if it has one.
  public internal(set) var stepMessage: String?

  /// The scenario running in this task: set by the runner around each scenario's steps and
  /// hooks, nil elsewhere. A ``ScenarioStore`` made while it is set registers itself with it, so
  /// its changes are checked wherever the steps keep it.
  ///
  /// ```swift
  /// final class SearchDriver {
  ///   let store = ScenarioStoreOf<Search>(initialState: .init()) { Search() }   // checked: nothing to call
  /// }
  /// ```
  @TaskLocal public static var current: ScenarioContext?

  /// The values kept, each under its type: a scenario keeps a few (its scenario objects and
  /// stores), so a search through them costs less than hashing the type for every read and write.
  /// Read and written by the inlinable subscript, so a step library's own build specialises it
  /// for the types it keeps: unspecialised, each read and write looked up the metadata of
  /// `Optional<Value>` in the runtime's cache.
  @usableFromInline var values: [(type: ObjectIdentifier, value: Any)] = []
  private(set) var checkpoints: [any ScenarioCheckpoint] = []
  private(set) var attachments: [PendingAttachment] = []

  init(scenarioName: String, tags: [String], uri: String, line: Int, language: String = "en") {
    self.scenarioName = scenarioName
    self.tags = tags
    self.uri = uri
    self.line = line
    self.language = language
    self.isExhaustive = !tags.contains("@non-exhaustive")
  }

  /// A value kept for later steps, by its type.
  @inlinable
  public subscript<Value>(_ type: Value.Type) -> Value? {
    get {
      guard let index = position(of: type) else { return nil }
      let value = values[index].value
      // Kept under its own type, so it is exactly a `Value` unless it was kept as an existential.
      return ExactType.matches(value, Value.self) ? ExactType.unwrap(value, as: Value.self) : value as? Value
    }
    set {
      // Not a switch over the pair (index, newValue): in unspecialised code that pair's type is
      // looked up in the runtime's metadata cache for every write.
      let index = position(of: type)
      if let newValue {
        if let index { values[index].value = newValue } else { values.append((ObjectIdentifier(type), newValue)) }
      } else if let index {
        values.remove(at: index)
      }
    }
  }

  /// Where the value kept under `type` is in ``values``. Compares the keys where they are kept:
  /// `firstIndex(where:)` copied each pair out, and with it each kept value.
  @inlinable
  func position<Value>(of type: Value.Type) -> Int? {
    let key = ObjectIdentifier(type)
    for index in values.indices where values[index].type == key { return index }
    return nil
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

  /// The value of `type`, made by `make` the first time it is asked for. Inlinable, like the
  /// subscript it reads and writes through: unspecialised, each call looked up `Value`'s
  /// metadata and boxed it in the runtime's generic code.
  @inlinable
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
  public func attach(_ body: String, mediaType: String = "text/plain", fileName: String? = nil) {
    attachments.append(
      PendingAttachment(body: body, contentEncoding: "IDENTITY", mediaType: mediaType, fileName: fileName))
  }

  /// Counts a finished step or hook into ``scenarioStatus`` and ``failureMessage``.
  func record(_ result: StepResult) {
    // Most results pass, which changes nothing: the status starts at `.passed` and only grows.
    guard result.status != .passed else { return }
    scenarioStatus = max(scenarioStatus, result.status)
    guard failureMessage == nil else { return }
    switch result.status {
    case .failed, .ambiguous, .pending: failureMessage = result.message
    default: break
    }
  }

  func removeAll() {
    values.removeAll()
    checkpoints.removeAll()
  }

  /// Adds bytes (a screenshot, a PDF) to the report of the running step; they are sent
  /// base64-encoded, whatever their media type.
  ///
  /// ```swift
  /// context.attach(pngData, mediaType: "image/png", fileName: "after-tap.png")
  /// ```
  public func attach(_ data: Data, mediaType: String, fileName: String? = nil) {
    attachments.append(
      PendingAttachment(
        body: data.base64EncodedString(), contentEncoding: "BASE64", mediaType: mediaType, fileName: fileName))
  }

  /// Adds a line of text to the report, as Cucumber's `log` does.
  public func log(_ text: String) {
    attach(text, mediaType: "text/x.cucumber.log+plain")
  }

  /// Adds a link to the report.
  public func link(_ url: String) {
    attach(url, mediaType: "text/uri-list")
  }

  func takeAttachments() -> [PendingAttachment] {
    // Most steps attach nothing: nothing to copy or clear.
    if attachments.isEmpty { return [] }
    defer { attachments.removeAll() }
    return attachments
  }
}

/// An attachment made during a step, waiting to be reported with it.
struct PendingAttachment: Sendable {
  var body: String
  /// `IDENTITY` or `BASE64`.
  var contentEncoding: String
  var mediaType: String
  var fileName: String?
}
