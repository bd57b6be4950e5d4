import CucumberMessages
import SpecRun
import Testing

/// The promises of an exhaustive scenario, kept for a newcomer's glue: a store checked without a
/// call to forget, a change the user saw and no Then step could describe, effects a scenario ends.
@MainActor
@Suite("A scenario is exhaustive without holes")
struct ScenarioPromisesTests {
  static let checkName = "Evergreen: every change described"

  func replay(_ scenario: String) async throws -> (SpecRunner.Outcome, MessageQuery, FeatureFolder) {
    let folder = try FeatureFolder(["lamp.feature": "Feature: Lamp\n  Scenario: S\n" + scenario])
    let (outcome, query) = await SpecRunnerTests().replay([folder.path()], LampSteps.library)
    return (outcome, query, folder)
  }

  /// The message of the only scenario's third step (the first `Then` after `Given` and `When`).
  func thirdStepMessage(_ query: MessageQuery) throws -> String {
    let started = try #require(query.testCasesStarted.first)
    return try #require(query.stepsFinished(of: started)[2].0.testStepResult.message)
  }

  /// The last result of the only scenario (the check, when it ran) and its message.
  func lastResult(_ query: MessageQuery) -> (status: Messages.TestStepResultStatus, message: String)? {
    guard let started = query.testCasesStarted.first, let (finished, _) = query.stepsFinished(of: started).last else {
      return nil
    }
    return (finished.testStepResult.status, finished.testStepResult.message ?? "")
  }

  @Test("a store the glue keeps in an object of its own, never started, is still checked")
  func storeNeverStartedIsChecked() async throws {
    let (outcome, query, _) = try await replay("    Given a lamp\n    When I turn it brighter\n")
    #expect(outcome.exitCode == 1)
    let check = try #require(lastResult(query))
    #expect(check.status == .failed)
    #expect(check.message.contains("State changes no Then step described:"))
    #expect(check.message.contains("brightness: 0 → 1"))
  }

  @Test(
    "a part that changed and came back across two When steps fails, naming its path through the block and both steps")
  func cameBackAcrossTwoSteps() async throws {
    let (outcome, query, folder) = try await replay(
      """
          Given a lamp
          When I switch it on
          And it warms up
          Then it is warm

      """)
    #expect(outcome.exitCode == 1)
    let check = try #require(lastResult(query))
    #expect(check.status == .failed)
    let file = folder.path("lamp.feature")
    #expect(
      check.message.contains(
        """
        What changed and came back within a block of When steps, so that no Then step after them can describe it:
          • isWarmingUp: false → true → false
            changed by "When I switch it on" (\(file):4),
            back by "And it warms up" (\(file):5)

        The user saw it. Describe it with a Then step between those When steps (after the step that changed it).
        """), "\(check.message)")
  }

  @Test("the same change described by a Then step between the When steps passes")
  func describedBetweenPasses() async throws {
    let (outcome, query, _) = try await replay(
      """
          Given a lamp
          When I switch it on
          Then it is warming up
          When it warms up
          Then it is warm

      """)
    #expect(outcome.exitCode == 0, "\(lastResult(query)?.message ?? "")")
  }

  @Test(
    "a part that changed and came back within one When block fails even though a Then step restates its final value")
  func cameBackRestatedFails() async throws {
    let (outcome, query, _) = try await replay(
      """
          Given a lamp
          When I turn it brighter
          And I turn it dimmer
          Then the brightness is 0

      """)
    #expect(outcome.exitCode == 1)
    #expect(lastResult(query)?.message.contains("  • brightness: 0 → 1 → 0\n") == true)
  }

  @Test("a part that ends the block with a new value passes when a Then step after the block describes it")
  func newValueDescribedAfterTheBlockPasses() async throws {
    let (outcome, query, _) = try await replay(
      """
          Given a lamp
          When I turn it brighter
          And I turn it brighter
          Then the brightness is 2

      """)
    #expect(outcome.exitCode == 0, "\(lastResult(query)?.message ?? "")")
  }

  @Test("a change no Then step described names the step that made it, though a Then step came between")
  func undescribedChangeNamesItsStep() async throws {
    let (outcome, query, folder) = try await replay(
      """
          Given a lamp
          When I turn it brighter
          And I switch it on
          Then it is warming up

      """)
    #expect(outcome.exitCode == 1)
    let check = try #require(lastResult(query))
    #expect(
      check.message.contains(
        """
        1 change:
          brightness: 0 → 1
            changed by "When I turn it brighter" (\(folder.path("lamp.feature")):4)
        """), "\(check.message)")
  }

  @Test("a change no Then step described ends with the expect that describes it, for the glue's developer")
  func undescribedChangeShowsTheDescribingGlue() async throws {
    let (_, query, _) = try await replay("    Given a lamp\n    When I turn it brighter\n")
    let check = try #require(lastResult(query))
    #expect(
      check.message.contains(
        """
        In a Then step's glue, this describes them:

          try store.expect {
            $0.brightness = 1
          }
        """), "\(check.message)")
  }

  @Test("a change several steps made names the first and the last of them")
  func undescribedChangeOfSeveralSteps() async throws {
    let (_, query, folder) = try await replay(
      """
          Given a lamp
          When I turn it brighter
          And I turn it brighter
          And I switch it on
          And I turn it dimmer
          Then it is warming up
          When it warms up
          Then it is warm

      """)
    let started = try #require(query.testCasesStarted.first)
    let message = query.stepsFinished(of: started)[6].0.testStepResult.message ?? ""
    let file = folder.path("lamp.feature")
    #expect(
      message.contains(
        """
        1 change:
          brightness: 0 → 1
            changed by "When I turn it brighter" (\(file):4),
            last by "And I turn it dimmer" (\(file):7)
        """), "\(message)")
  }

  @Test("a step whose change a Then step described is not named for a later change of the same part")
  func describedStepsAreNotNamedAgain() async throws {
    let (_, query, folder) = try await replay(
      """
          Given a lamp
          When I turn it brighter
          Then the brightness is 1
          When I turn it brighter
          And I switch it on
          Then it is warming up

      """)
    let check = try #require(lastResult(query))
    #expect(
      check.message.contains(
        """
          brightness: 1 → 2
            changed by "When I turn it brighter" (\(folder.path("lamp.feature")):6)

        """), "\(check.message)")
  }

  @Test("a change that came back before the next When block fails that When step")
  func cameBackBeforeTheNextBlock() async throws {
    let (_, query, _) = try await replay(
      """
          Given a lamp
          When I turn it brighter
          And I turn it dimmer
          Then the brightness is 0
          When I turn it brighter
          Then the brightness is 1

      """)
    let started = try #require(query.testCasesStarted.first)
    let statuses = query.stepsFinished(of: started).map(\.0.testStepResult.status)
    #expect(statuses == [.passed, .passed, .passed, .passed, .failed, .skipped, .skipped])
    let message = query.stepsFinished(of: started)[4].0.testStepResult.message ?? ""
    #expect(message.hasPrefix("Before this step, what earlier steps did was not all described by a Then step:"))
    #expect(message.contains("brightness: 0 → 1 → 0"))
  }

  @Test("an effect the scenario leaves running fails it; ended by a step, or living with the screen, it does not")
  func longLivingEffects() async throws {
    let (left, leftQuery, _) = try await replay(
      "    Given a lamp\n    When I switch it on\n    Then it is warming up\n")
    #expect(left.exitCode == 1)
    #expect(lastResult(leftQuery)?.message.contains("Effects still running at the end of the scenario:") == true)

    let (ended, endedQuery, _) = try await replay(
      "    Given a lamp\n    When I switch it on\n    Then it is warming up\n    When I leave the room\n")
    #expect(ended.exitCode == 0, "\(lastResult(endedQuery)?.message ?? "")")

    let (evening, eveningQuery, _) = try await replay(
      "    Given a lamp\n    When I switch it on for the evening\n    Then it is warming up\n")
    #expect(evening.exitCode == 0, "\(lastResult(eveningQuery)?.message ?? "")")
  }

  @Test("an undescribed action is shown as a readable multi-line dump, not a collapsed line")
  func undescribedActionIsReadable() async throws {
    let (_, query, _) = try await replay("    Given a lamp\n    When I check the bulb\n")
    let message = try #require(lastResult(query)?.message)
    #expect(
      message.contains("Actions that came back from effects and no Then step described:\n  • .bulbChecked(\n"),
      "\(message)")
    #expect(!message.contains("(   "))
    #expect(message.contains("\n        model: \"Evergreen E27 warm white, 806 lumen\""), "\(message)")
  }

  @Test("an action no Then step described names the step it came back during, after its whole dump")
  func undescribedActionNamesItsStep() async throws {
    let (_, query, folder) = try await replay("    Given a lamp\n    When I check the bulb\n")
    let message = try #require(lastResult(query)?.message)
    #expect(
      message.contains(
        "\n    )\n    came back during \"When I check the bulb\" (\(folder.path("lamp.feature")):4)\n\n"),
      "\(message)")
  }

  @Test("a Then step whose answer has not come back lists what did, each with the step it came back during")
  func notReceivedListsWhatCameBackWithItsStep() async throws {
    let (_, query, folder) = try await replay(
      "    Given a lamp\n    When I switch it on\n    And I check the bulb\n    Then it is warm\n")
    let started = try #require(query.testCasesStarted.first)
    let message = try #require(query.stepsFinished(of: started)[3].0.testStepResult.message)
    #expect(message.contains("Came back and not described yet:\n  • .bulbChecked("), "\(message)")
    #expect(
      message.contains(
        "\n    )\n    came back during \"And I check the bulb\" (\(folder.path("lamp.feature")):5)\n\nIf it depends on time"
      ), "\(message)")
  }

  @Test("a failing Then step leads with its own words, its line and what the screen showed, then the developer's diff")
  func thenStepFailureInTheWritersWords() async throws {
    let (_, query, folder) = try await replay(
      "    Given a lamp\n    When I turn it brighter\n    Then the brightness is 3\n")
    let message = try thirdStepMessage(query)
    #expect(
      message.hasPrefix(
        "\"Then the brightness is 3\" (\(folder.path("lamp.feature")):5): the screen shows 1 instead.\n\nWhat the user sees is not as this step expects:"
      ), "\(message)")
    #expect(message.contains("brightness: 3 → 1"))
  }

  @Test("a Then step whose answer has not come back leads with its own words and line, then what did come back")
  func thenStepAnswerNotReceivedInTheWritersWords() async throws {
    let (_, query, folder) = try await replay("    Given a lamp\n    When I switch it on\n    Then it is warm\n")
    let message = try thirdStepMessage(query)
    #expect(
      message.hasPrefix(
        "\"Then it is warm\" (\(folder.path("lamp.feature")):5): what this step describes has not come back to the app yet. Check that a step before it lets the answer come (\"the server answers\").\n\nNo action of the expected kind came back from the effects."
      ), "\(message)")
  }

  @Test("a failing Then step with a table leads with the step's table beside the screen's, row by row")
  func thenStepTableFailureShowsBothTables() async throws {
    let (_, query, folder) = try await replay(
      """
          Given a lamp
          When I turn it brighter
          Then the lamp shows:
            | brightness | warming up |
            | 3          | no         |

      """)
    let message = try thirdStepMessage(query)
    #expect(
      message.hasPrefix(
        """
        "Then the lamp shows:" (\(folder.path("lamp.feature")):5): the screen shows this instead (- this step, + the screen):
          | brightness | warming up |
        - | 3          | no         |
        + | 1          | no         |

        The state is not as this step expects:
        """), "\(message)")
    #expect(message.contains("brightness: 3 → 1"))
  }

  @Test("when the step's table and the screen's agree, the lead names what differs outside the table")
  func thenStepTableAgreesButStateDiffers() async throws {
    let (_, query, folder) = try await replay(
      """
          Given a lamp
          When I turn it brighter
          Then the lamp, still warming up, shows:
            | brightness |
            | 1          |

      """)
    let message = try thirdStepMessage(query)
    #expect(
      message.hasPrefix(
        "\"Then the lamp, still warming up, shows:\" (\(folder.path("lamp.feature")):5): the screen shows false instead.\n\n"
      ),
      "\(message)")
    #expect(message.contains("isWarmingUp: true → false"), "\(message)")
  }

  @Test("a Then step that restates a described value the user no longer sees fails at that step, not later")
  func restatedValueTheUserNoLongerSeesFails() async throws {
    let (outcome, query, folder) = try await replay(
      """
          Given a lamp
          When I switch it on
          Then it is warming up
          When it warms up
          Then the lamp, still warming up, shows:
            | brightness |
            | 0          |

      """)
    #expect(outcome.exitCode == 1)
    let started = try #require(query.testCasesStarted.first)
    let (finished, _) = query.stepsFinished(of: started)[4]
    #expect(finished.testStepResult.status == .failed)
    let message = finished.testStepResult.message ?? ""
    #expect(
      message.hasPrefix(
        "\"Then the lamp, still warming up, shows:\" (\(folder.path("lamp.feature")):7): the screen shows false instead.\n\n"
      ), "\(message)")
    #expect(message.contains("isWarmingUp: true → false"), "\(message)")
  }

  @Test(
    "a Then step about a computed value fails at that step when the screen shows another, naming the step that changed the state"
  )
  func computedValueNotAsExpectedFails() async throws {
    let (outcome, query, folder) = try await replay("    Given a lamp\n    When I turn it dimmer\n    Then it is lit\n")
    #expect(outcome.exitCode == 1)
    let message = try thirdStepMessage(query)
    let file = folder.path("lamp.feature")
    #expect(
      message.hasPrefix(
        "\"Then it is lit\" (\(file):5): the screen shows false instead.\n\nWhat the user sees is not as this step expects: a value computed from the state is false, where this step expects true."
      ), "\(message)")
    #expect(
      message.contains(
        """
        The state changed since the steps last described it:
        """), "\(message)")
    #expect(
      message.contains(
        """
          brightness: 0 → -1
            changed by "When I turn it dimmer" (\(file):4)
        """), "\(message)")
  }

  @Test("a computed value a Then step checked does not describe the parts it is computed from, and the check says so")
  func computedValueChecksAndDescribesNothing() async throws {
    let (outcome, query, folder) = try await replay(
      "    Given a lamp\n    When I turn it brighter\n    Then it is lit\n")
    #expect(outcome.exitCode == 1)
    let steps = try #require(query.testCasesStarted.first.map { query.stepsFinished(of: $0) })
    #expect(steps[2].0.testStepResult.status == .passed)
    let check = try #require(lastResult(query))
    let file = folder.path("lamp.feature")
    #expect(
      check.message.contains("brightness: 0 → 1\n    changed by \"When I turn it brighter\" (\(file):4)"),
      "\(check.message)")
    #expect(
      check.message.contains(
        """
        Then steps that checked a value computed from the state (they check it, and describe nothing):
          • "Then it is lit" (\(file):5)
        Describe the parts these values are computed from with Then steps of their own.

        In a Then step's glue, this describes them:

          try store.expect {
            $0.brightness = 1
          }
        """), "\(check.message)")
  }

  @Test("a computed-value step is not named under a change made after everything was described")
  func computedValueStepsBeforeAreNotNamed() async throws {
    let (_, query, _) = try await replay(
      """
          Given a lamp
          When I turn it brighter
          Then the brightness is 1
          When I leave the room
          Then it is lit
          When I turn it brighter

      """)
    let check = try #require(lastResult(query))
    #expect(check.message.contains("brightness: 1 → 2"), "\(check.message)")
    #expect(!check.message.contains("computed"), "\(check.message)")
  }

  @Test("a computed value checked beside a Then step that describes its parts passes")
  func computedValueBesideItsPartsPasses() async throws {
    let (outcome, query, _) = try await replay(
      "    Given a lamp\n    When I turn it brighter\n    Then it is lit\n    And the brightness is 1\n")
    #expect(outcome.exitCode == 0, "\(lastResult(query)?.message ?? "")")
  }

  @Test("the pretty and HTML reports show the exhaustive check as a line of its own, passed or failed")
  func reportsShowTheCheck() async throws {
    let (_, passed, _) = try await replay(
      "    Given a lamp\n    When I turn it brighter\n    Then the brightness is 1\n")
    #expect(PrettyFormatter().format(passed).contains("    ✔ Then the brightness is 1\n    ✔ \(Self.checkName)\n"))
    #expect(
      HTMLFormatter().format(passed).contains(
        "<li class=\"passed\"><span class=\"status\" title=\"passed\">✔</span>\(Self.checkName)</li>"))
    let (_, failed, _) = try await replay("    Given a lamp\n    When I turn it brighter\n")
    #expect(PrettyFormatter().format(failed).contains("    ✔ When I turn it brighter\n    ✘ \(Self.checkName)\n"))
    #expect(
      HTMLFormatter().format(failed).contains(
        "<li class=\"failed\"><span class=\"status\" title=\"failed\">✘</span>\(Self.checkName)"))
  }
}
