import Foundation
import SpecRun

/// Two scenario files whose scenarios pass, fail, stay undefined and pending, for the reports
/// that list failures and scenarios to rerun.
enum MixedRun {
  static let orders = """
    Feature: Orders

      Scenario: Passing
        Given an empty basket
        When I add 3 apples
        Then the basket holds 3 apples

      Scenario: Failing
        Given an empty basket
        When I add 1 pears
        Then the basket holds 2 pears

      Scenario: Undefined
        Given an empty basket
        When I juggle
    """

  static let receipts = """
    Feature: Receipts

      @tracked
      Scenario: Pending
        Given an empty basket
        Then the receipt is printed

      Scenario Outline: Outline
        Given an empty basket
        When I add <n> apples
        Then the basket holds 2 apples
        And the note says:
          \"\"\"markdown
          a *note*
          \"\"\"

        Examples:
          | n |
          | 2 |
          | 3 |
    """

  static func folder() throws -> FeatureFolder {
    try FeatureFolder(["a.feature": orders, "b.feature": receipts])
  }

  static var library: StepLibrary { BasketSteps.library }

  /// Runs `specrun` with `arguments` over the folder's files; returns the exit code and what it wrote.
  @MainActor
  static func run(
    _ arguments: [String], io: CapturedIO = CapturedIO(), isTerminal: Bool = false, terminalColumns: Int? = nil
  ) async throws -> (code: Int32, io: CapturedIO, folder: FeatureFolder) {
    let folder = try folder()
    var commandIO = io.io
    commandIO.isTerminal = isTerminal
    commandIO.terminalColumns = { terminalColumns }
    let code = await SpecRunMain.run(arguments: arguments + [folder.path()], library: library, io: commandIO)
    return (code, io, folder)
  }
}
