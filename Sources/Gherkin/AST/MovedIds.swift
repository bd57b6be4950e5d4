import CucumberMessages

/// A document's predictable ids moved up: a file parsed on its own numbers its nodes from `"0"`,
/// and once the ids of the files before it are counted, each id `"k"` becomes the number
/// `start + k`, as if the file had been parsed after them with one generator. Every node that
/// has an id (tags, steps, backgrounds, scenarios, examples, rules, table rows) is changed in
/// place; nothing else is touched.
///
/// ```swift
/// var document = Gherkin.parse(text, uri: "b.feature", ids: IdGenerator(.incrementing)).document!
/// MovedIds(count: 12, from: 40).move(&document)   // "0"…"11" become "40"…"51"
/// ```
struct MovedIds {
  /// The id that each number `k` below `count` becomes, made once by counting on from `start`.
  private let ids: [String]
  /// Whether ids are read as small strings' words (``SmallASCIIString/isAvailable``, asked once).
  private let readsWords = SmallASCIIString.isAvailable

  /// Moves the ids `"0"` to `"\(count - 1)"` up to `start` and on.
  init(count: Int, from start: Int) {
    var digits = DecimalDigits(start)
    ids = Array(unsafeUninitializedCapacity: count) { ids, made in
      for index in 0..<count { (ids.baseAddress.unsafelyUnwrapped + index).initialize(to: digits.next()) }
      made = count
    }
  }

  func move(_ document: inout Messages.GherkinDocument) {
    guard var feature = document.feature else { return }
    document.feature = nil
    move(&feature.tags)
    for index in feature.children.indices { move(&feature.children[index]) }
    document.feature = feature
  }

  // Each boxed part (a scenario, a rule, a background, a data table) and the feature are taken
  // out of their place and the place emptied before their lists are changed: the lists are then
  // held once, and changed where they lie instead of copied.

  private func move(_ child: inout Messages.GherkinDocument.FeatureChild) {
    if child.updateScenario({ move(&$0) }) { return }
    if var rule = child.rule {
      child.rule = nil
      move(&rule.tags)
      move(&rule.id)
      for index in rule.children.indices { move(&rule.children[index]) }
      child.rule = rule
    }
    moveBackgroundAndScenario(of: &child, \.background, \.scenario)
  }

  private func move(_ child: inout Messages.GherkinDocument.RuleChild) {
    if child.updateScenario({ move(&$0) }) { return }
    moveBackgroundAndScenario(of: &child, \.background, \.scenario)
  }

  /// The background or scenario a feature's or a rule's child holds, each taken out of its place
  /// (the place emptied) before it is changed.
  private func moveBackgroundAndScenario<Child>(
    of child: inout Child, _ background: WritableKeyPath<Child, Messages.GherkinDocument.Background?>,
    _ scenario: WritableKeyPath<Child, Messages.GherkinDocument.Scenario?>
  ) {
    if var value = child[keyPath: background] {
      child[keyPath: background] = nil
      move(&value)
      child[keyPath: background] = value
    }
    if var value = child[keyPath: scenario] {
      child[keyPath: scenario] = nil
      move(&value)
      child[keyPath: scenario] = value
    }
  }

  private func move(_ background: inout Messages.GherkinDocument.Background) {
    move(&background.id)
    move(&background.steps)
  }

  private func move(_ scenario: inout Messages.GherkinDocument.Scenario) {
    move(&scenario.tags)
    move(&scenario.id)
    move(&scenario.steps)
    for index in scenario.examples.indices {
      move(&scenario.examples[index].tags)
      move(&scenario.examples[index].id)
      move(&scenario.examples[index].tableHeader)
      move(&scenario.examples[index].tableBody)
    }
  }

  private func move(_ steps: inout [Messages.GherkinDocument.Step]) {
    for index in steps.indices {
      move(&steps[index].id)
      if var table = steps[index].dataTable {
        steps[index].dataTable = nil
        move(&table.rows)
        steps[index].dataTable = table
      }
    }
  }

  private func move(_ row: inout Messages.GherkinDocument.TableRow?) {
    guard var moved = row else { return }
    move(&moved.id)
    row = moved
  }

  private func move(_ tags: inout [Messages.GherkinDocument.Tag]) {
    for index in tags.indices { move(&tags[index].id) }
  }

  private func move(_ rows: inout [Messages.GherkinDocument.TableRow]) {
    for index in rows.indices { move(&rows[index].id) }
  }

  private func move(_ id: inout String) {
    // A predictable id below a quadrillion is a small string: its number is read from its words.
    let number =
      (readsWords ? SmallASCIIString.decimalValue(of: id) : nil) ?? PredictableID.number(in: id, maxDigits: 18)
    if let number, number < ids.count { id = ids[number] }
  }
}
