import SpecRun

extension CCKLibraries {
  /// `cck/data-tables`: a step transposes its table, the next compares it with its own.
  static let dataTables: StepLibrary = {
    var steps = StepLibrary()
    steps.when("the following table is transposed:") { context in
      context[DataTable.self] = try context.requireTable().transposed
    }
    steps.then("it should be:") { context in
      let transposed = try context.require(DataTable.self)
      let expected = try context.requireTable()
      guard transposed == expected else { throw StepFailure("expected \(expected.raw), got \(transposed.raw)") }
    }
    return steps
  }()
}

extension ScenarioContext {
  func requireTable() throws -> DataTable {
    guard let dataTable else { throw StepFailure("the step '\(stepText)' has no data table") }
    return dataTable
  }

  func requireDocString() throws -> DocString {
    guard let docString else { throw StepFailure("the step '\(stepText)' has no doc string") }
    return docString
  }
}
