import CucumberMessages
import Foundation
import SharedFixtures
import SpecRun
import Synchronization
import Testing

/// Lets a hook reach the runner that runs it.
@MainActor
final class RunnerHolder {
  var runner: SpecRunner?
}

@MainActor
@Suite("Replaying scenario files")
struct SpecRunnerTests {
  static let shopping = """
    Feature: Shopping

      Scenario: Adding apples
        Given an empty basket
        When I add 3 apples
        Then the basket holds 3 apples

      @tracked
      Scenario: Adding too few pears
        Given an empty basket
        When I add 1 pears
        Then the basket holds 2 pears
        And the basket holds 1 pears
    """

  /// Runs `library` over `paths` with `options`, returning the outcome and every message.
  func replay(
    _ paths: [String], _ library: StepLibrary = BasketSteps.library, options: (inout RunOptions) -> Void = { _ in }
  ) async -> (SpecRunner.Outcome, MessageQuery) {
    var runOptions = RunOptions()
    runOptions.selections = paths.map { try! RunCommand.selection($0) }
    options(&runOptions)
    var envelopes: [Messages.Envelope] = []
    let runner = SpecRunner(library: library, options: runOptions) { envelopes.append($0) }
    let outcome = await runner.run()
    return (outcome, MessageQuery(envelopes))
  }

  func statuses(_ query: MessageQuery) -> [String: [Messages.TestStepResultStatus]] {
    var result: [String: [Messages.TestStepResultStatus]] = [:]
    for started in query.testCasesStarted {
      let name = query.pickle(of: started)?.name ?? "?"
      result[name] = query.stepsFinished(of: started).map(\.finished.testStepResult.status)
    }
    return result
  }

  @Test("a passing scenario passes and a failing step fails its scenario, skipping what follows")
  func passingAndFailing() async throws {
    let folder = try FeatureFolder(["shop.feature": Self.shopping])
    let (outcome, query) = await replay([folder.path()])
    #expect(outcome.exitCode == 1)
    // The last result of each is the after-scenario check, skipped once a step failed.
    #expect(statuses(query)["Adding apples"] == [.passed, .passed, .passed, .passed])
    #expect(statuses(query)["Adding too few pears"] == [.passed, .passed, .passed, .failed, .skipped, .skipped])
    let failure = query.testCasesStarted.flatMap { query.stepsFinished(of: $0) }.first {
      $0.finished.testStepResult.status == .failed
    }
    #expect(failure?.finished.testStepResult.message == "expected 2 pears, the basket holds 1")
    #expect(outcome.summary.closingLine == "1 passed, 1 failed")
  }

  @Test("hooks run only for the scenarios their tag expression selects")
  func conditionalHooks() async throws {
    let folder = try FeatureFolder(["shop.feature": Self.shopping])
    let (_, query) = await replay([folder.path()])
    let attachments = query.testCasesStarted.map { query.attachments(of: $0).map(\.body) }
    #expect(attachments == [[], ["tracking"]])
    #expect(
      query.hooks.values.filter { $0.name != "Evergreen: every change described" }.map(\.tagExpression) == ["@tracked"])
  }

  @Test("an undefined step is reported undefined with a ready-to-paste Swift snippet")
  func undefinedStep() async throws {
    let folder = try FeatureFolder([
      "cukes.feature":
        "Feature: Cukes\n  Scenario: Eating\n    Given I have 42 \"green\" cukes\n    Then the basket holds 0 cukes\n"
    ])
    let (outcome, query) = await replay([folder.path()])
    #expect(outcome.exitCode == 1)
    #expect(statuses(query)["Eating"] == [.undefined, .skipped, .skipped])
    #expect(
      query.suggestions.first?.snippets.first?.code
        == "steps.given(\"I have {int} {string} cukes\") { (context, int: Int, string: String) in\n// steps.given(\"I have {float} {string} cukes\") { (context, float: Double, string: String) in\n  throw PendingStep()\n}"
    )
  }

  @Test("an ambiguous step names every definition that matches and where it is")
  func ambiguousStep() async throws {
    let folder = try FeatureFolder([
      "a.feature": "Feature: A\n  Scenario: Checks\n    Then a apple is checked\n    Then an apple is checked\n"
    ])
    var library = BasketSteps.library
    library.then("an {word} is checked") { (_, _: String) in }
    let (outcome, query) = await replay([folder.path()], library)
    #expect(outcome.exitCode == 1)
    let ambiguous = query.testCasesStarted.flatMap { query.stepsFinished(of: $0) }.map(\.finished.testStepResult).first
    { $0.status == .ambiguous }
    let message = try #require(ambiguous?.message)
    #expect(
      message.hasPrefix(
        "Several step definitions match \"an apple is checked\":\n  \"an {word} is checked\" at SpecRunTests/Basket.swift:"
      ))
    #expect(message.contains("SpecRunnerTests.swift:"))
  }

  @Test("a pending step is reported pending and fails the run (unless --no-strict)")
  func pendingStep() async throws {
    let folder = try FeatureFolder([
      "p.feature": "Feature: P\n  Scenario: Receipt\n    Given an empty basket\n    Then the receipt is printed\n"
    ])
    let (outcome, query) = await replay([folder.path()])
    #expect(statuses(query)["Receipt"] == [.passed, .pending, .skipped])
    #expect(outcome.exitCode == 1)
    #expect(outcome.summary.closingLine == "0 passed, 0 failed, 1 pending")
  }

  @Test("the outcome's summary counts what the messages say: every status, hooks left out of the steps, parse errors")
  func summaryAgreesWithTheMessages() async throws {
    let folder = try FeatureFolder([
      "a-broken.feature": "Feature: Broken\n  Scenario: One\n    Given an empty basket\n    | a | b |\n    | c |\n",
      "b-shop.feature": Self.shopping,
      "c-mixed.feature": """
      Feature: Mixed
        Scenario: Receipt
          Given an empty basket
          Then the receipt is printed
        Scenario: Eating
          Given I have 42 "green" cukes
          Then the basket holds 0 cukes
      """,
    ])
    let (outcome, query) = await replay([folder.path()])
    #expect(outcome.summary == RunSummary(query))
    #expect(outcome.summary.scenarioLine == "4 scenarios (1 failed, 1 undefined, 1 pending, 1 passed)")
    #expect(outcome.summary.stepLine == "11 steps (1 failed, 1 undefined, 1 pending, 2 skipped, 6 passed)")
    #expect(outcome.summary.parseErrors == 1)
  }

  @Test("a malformed file is reported with file, line, column and the official message; the others still run")
  func parseErrorsDoNotStopTheRun() async throws {
    let folder = try FeatureFolder([
      "a-broken.feature": "Feature: Broken\n  Scenario: One\n    Given an empty basket\n    | a | b |\n    | c |\n",
      "b-shop.feature": Self.shopping,
    ])
    let (outcome, query) = await replay([folder.path()])
    #expect(outcome.exitCode == 2)
    let error = try #require(query.parseErrors.first)
    #expect(error.source.uri == folder.path("a-broken.feature"))
    #expect(error.source.location == Messages.Location(line: 5, column: 5))
    #expect(error.message == "(5:5): inconsistent cell count within the table")
    #expect(query.testCasesStarted.count == 2)
  }

  @Test("a path that does not exist is reported, with what to check")
  func missingPath() async {
    let (outcome, query) = await replay(["/no/such/Specs"])
    #expect(outcome.exitCode == 2)
    #expect(query.parseErrors.first?.message.hasPrefix("no such file or folder. Check the path") == true)
  }

  @Test("tags, names and lines select scenarios")
  func selection() async throws {
    let folder = try FeatureFolder(["shop.feature": Self.shopping])
    let (_, byTag) = await replay([folder.path()]) { $0.tagExpressions = ["not @tracked"] }
    #expect(byTag.testCasesStarted.compactMap { byTag.pickle(of: $0)?.name } == ["Adding apples"])
    let (_, byName) = await replay([folder.path()]) { $0.namePatterns = ["pears$"] }
    #expect(byName.testCasesStarted.compactMap { byName.pickle(of: $0)?.name } == ["Adding too few pears"])
    let (_, byLine) = await replay([folder.path("shop.feature") + ":11"])
    #expect(byLine.testCasesStarted.compactMap { byLine.pickle(of: $0)?.name } == ["Adding too few pears"])
  }

  @Test(
    "a line that selects no scenario is an error naming it and the lines that hold scenarios; nothing else runs for it",
    arguments: [999, 2])
  func lineSelectingNothing(line: Int) async throws {
    let folder = try FeatureFolder(["shop.feature": Self.shopping])
    let (outcome, query) = await replay([folder.path("shop.feature") + ":\(line)"])
    #expect(outcome.exitCode == 2)
    #expect(query.testCasesStarted.isEmpty)
    #expect(
      query.parseErrors.map { "\($0.source.uri ?? ""):\($0.source.location?.line ?? 0): \($0.message)" } == [
        folder.path("shop.feature")
          + ":\(line): line \(line) holds no scenario. Scenarios start at lines 3, 9 (a line inside a scenario or an example row selects it too)."
      ])
  }

  @Test("a line after a folder is an error, and the folder does not run")
  func lineAfterFolder() async throws {
    let folder = try FeatureFolder(["shop.feature": Self.shopping])
    let (outcome, query) = await replay([folder.path() + ":5"])
    #expect(outcome.exitCode == 2)
    #expect(query.testCasesStarted.isEmpty)
    #expect(
      query.parseErrors.map(\.message) == [
        "is a folder, so line 5 selects nothing. A line follows a scenario file, e.g. \(folder.path())/NAME.feature:5."
      ])
  }

  @Test("a random order says its seed in the summary and the message stream, and the seed replays the order")
  func randomSeed() async throws {
    let scenarios = (1...7).map { "  Scenario: S\($0)\n    Given an empty basket\n" }.joined()
    let folder = try FeatureFolder(["s.feature": "Feature: S\n" + scenarios])
    let (_, first) = await replay([folder.path()]) { $0.order = .random(seed: nil) }
    let message = try #require(first.testRunFinished?.message)
    let seed = try #require(message.split(separator: ":").last.flatMap { UInt64($0.dropLast()) })
    #expect(
      message == "The scenarios ran in random order, seed \(seed): replay this order with --order random:\(seed).")
    #expect(PrettyFormatter().format(first).contains(message + "\n7 scenarios (7 passed)"))
    let (_, again) = await replay([folder.path()]) { $0.order = .random(seed: seed) }
    #expect(
      again.testCasesStarted.compactMap { again.pickle(of: $0)?.name }
        == first.testCasesStarted.compactMap { first.pickle(of: $0)?.name })
  }

  @Test("with --parallel the terminal reports are in file order, one header per feature, the same on every run")
  func parallelReportsInFileOrder() async throws {
    var library = BasketSteps.library
    // S1 ends only once S2 has: a lane that is not the first finishes first, however busy the
    // machine (a wait of 40 ms against 1 ms lost the race under a loaded test run).
    let secondEnded = Mutex(false)
    library.given("the second scenario has ended") { _ in
      while !secondEnded.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(1)) }
    }
    library.given("a quick step") { _ in secondEnded.withLock { $0 = true } }
    library.given("a wait of {int} ms") { (_, milliseconds: Int) in
      try await Task.sleep(for: .milliseconds(milliseconds))
    }
    let steps = ["the second scenario has ended", "a quick step", "a wait of 20 ms", "a wait of 1 ms"]
    let scenarios = steps.enumerated().map { "  Scenario: S\($0.offset + 1)\n    Given \($0.element)\n" }.joined()
    let folder = try FeatureFolder(["a.feature": "Feature: A\n" + scenarios, "b.feature": "Feature: B\n" + scenarios])
    let (_, query) = await replay([folder.path()], library) {
      $0.parallel = 4
      $0.stepTimeout = .seconds(10)
    }
    let finishedFirst = query.testCasesStarted.compactMap { query.pickle(of: $0)?.name }
    #expect(finishedFirst.prefix(2) != ["S1", "S2"])
    let pretty = PrettyFormatter().format(query)
    let titles = pretty.split(separator: "\n").filter { $0.hasPrefix("Feature:") || $0.hasPrefix("  Scenario:") }
      .map { $0.split(separator: "#").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? "" }
    #expect(
      titles == ["Feature: A", "Scenario: S1", "Scenario: S2", "Scenario: S3", "Scenario: S4"]
        + ["Feature: B", "Scenario: S1", "Scenario: S2", "Scenario: S3", "Scenario: S4"])
    #expect(ProgressFormatter().format(query).hasPrefix("........\n"))
  }

  @Test("files that cannot be scenarios say why, at the place that is wrong")
  func unusableFiles() async throws {
    let folder = try FeatureFolder([
      "named.feature/inside.feature": "Feature: Inside\n  Scenario: Runs\n    Given an empty basket\n",
      "old-mac.feature": "Feature: Old\r  Scenario: One\r    Given an empty basket\r",
    ])
    var bytes = Array("Feature: Bytes\n\n  Scenario: One\n    Given an é".utf8)
    bytes += [0xFF, 0x0A]
    try Data(bytes).write(to: folder.url.appendingPathComponent("bytes.feature"))
    let (outcome, query) = await replay([folder.path()])
    #expect(outcome.exitCode == 2)
    #expect(query.testCasesStarted.compactMap { query.pickle(of: $0)?.name } == ["Runs"])
    let problems = query.parseErrors.map {
      "\(URL(fileURLWithPath: $0.source.uri ?? "").lastPathComponent):\($0.source.location?.line ?? 0):\($0.source.location?.column ?? 0) \($0.message)"
    }
    #expect(
      problems == [
        "bytes.feature:4:15 the file is not UTF-8 text: the bytes at line 4, column 15 are not UTF-8. Save it as UTF-8.",
        "named.feature:1:1 is a folder named like a scenario file; the scenario files inside it still run. Rename it so it does not end in .feature.",
        "old-mac.feature:1:1 the file holds text but no scenario: its lines end in CR only (old Mac style), so it reads as one line. Save it with LF (or CRLF) line endings.",
      ])
  }

  @Test("a symbolic link to a folder is followed; a link that loops back is reported and not followed")
  func symbolicLinks() async throws {
    let folder = try FeatureFolder(["real/shop.feature": "Feature: Shop\n  Scenario: Once\n    Given an empty basket\n"]
    )
    try FileManager.default.createSymbolicLink(atPath: folder.path("linked"), withDestinationPath: folder.path("real"))
    try FileManager.default.createSymbolicLink(atPath: folder.path("real/loop"), withDestinationPath: "..")
    let (outcome, query) = await replay([folder.path()])
    #expect(outcome.exitCode == 2)
    #expect(
      query.testCasesStarted.compactMap { query.pickle(of: $0)?.uri } == [
        folder.path("linked/shop.feature"), folder.path("real/shop.feature"),
      ])
    let real = URL(fileURLWithPath: folder.path()).resolvingSymlinksInPath().path
    #expect(
      query.parseErrors.map { "\($0.source.uri ?? ""): \($0.message)" }.sorted() == [
        "\(folder.path("linked/loop")): a symbolic link back to \(real), a folder that holds it; not followed, so the search ends. Remove the link or point it elsewhere.",
        "\(folder.path("real/loop")): a symbolic link back to \(real), a folder that holds it; not followed, so the search ends. Remove the link or point it elsewhere.",
      ])
  }

  @Test("shards split the scenarios so that every scenario runs in exactly one")
  func shards() async throws {
    let scenarios = (1...7).map { "  Scenario: S\($0)\n    Given an empty basket\n" }.joined()
    let folder = try FeatureFolder(["s.feature": "Feature: S\n" + scenarios])
    var seen: [String] = []
    for index in 1...3 {
      let (_, query) = await replay([folder.path()]) { $0.shard = .init(index: index, count: 3) }
      seen += query.testCasesStarted.compactMap { query.pickle(of: $0)?.name }
    }
    #expect(seen.sorted() == (1...7).map { "S\($0)" })
    let (_, first) = await replay([folder.path()]) { $0.order = .random(seed: 7) }
    let (_, second) = await replay([folder.path()]) { $0.order = .random(seed: 7) }
    let order = first.testCasesStarted.compactMap { first.pickle(of: $0)?.name }
    #expect(order == second.testCasesStarted.compactMap { second.pickle(of: $0)?.name })
    #expect(order != (1...7).map { "S\($0)" })
  }

  @Test("a change no Then step describes fails the scenario, unless it is tagged @non-exhaustive")
  func exhaustiveScenarios() async throws {
    let folder = try FeatureFolder([
      "e.feature": """
      Feature: Exhaustive
        Scenario: Undescribed at the end
          Given an empty basket
          When I add 1 plums
          And I add 2 figs
          Then the basket holds 1 plums

        Scenario: Undescribed before the next action
          Given an empty basket
          When I add 1 plums
          Then the basket holds 1 plums
          When I add 2 figs
          Then the basket holds 2 figs
          When I add 1 plums

        @non-exhaustive
        Scenario: Relaxed
          Given an empty basket
          When I add 2 figs
          Then the basket holds 0 plums
      """
    ])
    let (outcome, query) = await replay([folder.path()])
    #expect(outcome.exitCode == 1)
    let results = statuses(query)
    // At the end, the after-scenario check fails; before a When, the When does.
    #expect(results["Undescribed at the end"] == [.passed, .passed, .passed, .passed, .failed])
    #expect(
      results["Undescribed before the next action"] == [.passed, .passed, .passed, .passed, .passed, .passed, .failed])
    #expect(results["Relaxed"] == [.passed, .passed, .passed])
    let messages = query.testCasesStarted.flatMap { query.stepsFinished(of: $0) }.compactMap(
      \.finished.testStepResult.message)
    #expect(
      messages.contains(
        "At the end of the scenario, what the steps did was not all described by a Then step:\n\nthe basket's figs changed\n\nDescribe it with a Then step, or tag the scenario @non-exhaustive if these details do not matter here."
      ))
  }

  @Test("data tables and doc strings reach the step")
  func stepArguments() async throws {
    let folder = try FeatureFolder([
      "t.feature":
        "Feature: T\n  Scenario: Table\n    Given an empty basket\n    When I add these:\n      | item  | count |\n      | limes | 4     |\n    Then the basket holds 4 limes\n    And the note says:\n      ```markdown\n      *fresh*\n      ```\n"
    ])
    let (outcome, query) = await replay([folder.path()])
    #expect(outcome.exitCode == 0)
    let attachment = try #require(query.testCasesStarted.first.flatMap { query.attachments(of: $0).first })
    #expect(attachment.body == "*fresh*")
    #expect(attachment.mediaType == "markdown")
  }

  @Test("a dry run matches every step but runs none")
  func dryRun() async throws {
    let folder = try FeatureFolder(["shop.feature": Self.shopping])
    let (outcome, query) = await replay([folder.path()]) { $0.dryRun = true }
    #expect(outcome.exitCode == 0)
    #expect(statuses(query)["Adding apples"] == [.skipped, .skipped, .skipped, .skipped])
  }

  @Test("a dry run still reports undefined and ambiguous steps, with a snippet and every matching definition")
  func dryRunReportsWhatNeedsNoBody() async throws {
    let folder = try FeatureFolder([
      "a.feature":
        "Feature: A\n  Scenario: Checks\n    Given an empty basket\n    Given I have 42 cukes\n    Then an apple is checked\n"
    ])
    var library = BasketSteps.library
    library.then("an {word} is checked") { (_, _: String) in }
    let (outcome, query) = await replay([folder.path()], library) { $0.dryRun = true }
    #expect(outcome.exitCode == 1)
    #expect(statuses(query)["Checks"] == [.skipped, .undefined, .ambiguous, .skipped])
    #expect(query.suggestions.count == 1)
    let ambiguous = query.testCasesStarted.flatMap { query.stepsFinished(of: $0) }.map(\.finished.testStepResult).first
    { $0.status == .ambiguous }
    #expect(ambiguous?.message?.hasPrefix("Several step definitions match \"an apple is checked\":") == true)
  }

  @Test("fail-fast stops after the first failing scenario and says how many did not run, in every report")
  func failFast() async throws {
    let folder = try FeatureFolder([
      "shop.feature": Self.shopping + "\n\n  Scenario: Later\n    Given an empty basket\n"
    ])
    let (outcome, query) = await replay([folder.path()]) {
      $0.failFast = true
      $0.tagExpressions = ["@tracked or not @tracked"]
    }
    #expect(outcome.exitCode == 1)
    #expect(
      query.testCasesStarted.compactMap { query.pickle(of: $0)?.name } == ["Adding apples", "Adding too few pears"])
    let message = "--fail-fast stopped the run at the first failure: 1 of 3 scenarios did not run."
    #expect(query.testRunFinished?.message == message)
    #expect(outcome.summary.closingLine == "1 passed, 1 failed, 1 did not run")
    #expect(PrettyFormatter().format(query).hasSuffix("1 passed, 1 failed, 1 did not run\n"))
    let junit = JUnitFormatter().format(query)
    #expect(junit.contains(" tests=\"3\" skipped=\"1\" failures=\"1\" errors=\"0\""))
    #expect(
      junit.contains(
        "<testcase classname=\"Shopping\" name=\"Later\" time=\"0\">\n<skipped message=\"\(message)\"/>\n</testcase>\n")
    )
  }

  @Test("an interrupted run starts no further scenario, still finishes its messages, and does not pass")
  func interruption() async throws {
    let folder = try FeatureFolder(["shop.feature": Self.shopping])
    var library = BasketSteps.library
    let holder = RunnerHolder()
    library.before("@tracked") { _ in holder.runner?.interrupt() }
    // The hook interrupts during the second scenario; the third must not start.
    let third = try FeatureFolder(["z.feature": "Feature: Z\n  Scenario: Later\n    Given an empty basket\n"])
    var envelopes: [Messages.Envelope] = []
    var options = RunOptions()
    options.selections = [.init(path: folder.path()), .init(path: third.path())]
    let runner = SpecRunner(library: library, options: options) { envelopes.append($0) }
    holder.runner = runner
    let outcome = await runner.run()
    let query = MessageQuery(envelopes)
    #expect(outcome.exitCode == 1)
    #expect(query.testCasesStarted.count == 2)
    #expect(query.testRunFinished?.success == false)
    #expect(query.testRunFinished?.message == "The run was interrupted: 1 of 3 scenarios did not run.")
    #expect(
      PrettyFormatter().format(query).hasSuffix(
        "The run was interrupted: 1 of 3 scenarios did not run.\n2 scenarios (1 failed, 1 passed)\n7 steps (1 failed, 1 skipped, 5 passed)\n1 passed, 1 failed, 1 did not run\n"
      ))
    let junit = JUnitFormatter().format(query)
    #expect(junit.contains(" tests=\"3\" skipped=\"1\""))
    #expect(
      junit.contains(
        "name=\"Later\" time=\"0\">\n<skipped message=\"The run was interrupted: 1 of 3 scenarios did not run.\"/>"))
    #expect(
      HTMLFormatter().format(query).contains(
        "<div class=\"run-message\">The run was interrupted: 1 of 3 scenarios did not run.</div>"))
  }

  @Test("interrupted while its scenario files load, the run says so (it said 0 of 0 scenarios did not run)")
  func interruptedWhileLoading() async throws {
    // Nobody writes the FIFO: loading waits for a writer until the run is interrupted.
    let folder = try PipeFolder()
    let fifo = try folder.makeFIFO("waiting.feature")
    var options = RunOptions()
    options.selections = [.init(path: fifo)]
    var envelopes: [Messages.Envelope] = []
    let runner = SpecRunner(library: BasketSteps.library, options: options) { envelopes.append($0) }
    let pressing = Task.detached {
      try await Task.sleep(for: .milliseconds(300))
      runner.interrupt()
    }
    let outcome = await runner.run()
    try await pressing.value
    let query = MessageQuery(envelopes)
    #expect(outcome.exitCode != 0)
    #expect(query.testCasesStarted.isEmpty)
    #expect(query.testRunFinished?.success == false)
    #expect(
      query.testRunFinished?.message
        == "The run was interrupted while its scenario files were loading: no scenario ran.")
  }

  @Test("scenarios can run concurrently, each with its own context")
  func parallel() async throws {
    let scenarios = (1...6).map {
      "  Scenario: S\($0)\n    Given an empty basket\n    When I add \($0) kiwis\n    Then the basket holds \($0) kiwis\n"
    }.joined()
    let folder = try FeatureFolder(["p.feature": "Feature: P\n" + scenarios])
    let (outcome, query) = await replay([folder.path()]) { $0.parallel = 3 }
    #expect(outcome.exitCode == 0)
    #expect(query.testCasesStarted.count == 6)
    #expect(outcome.summary.closingLine == "6 passed, 0 failed")
  }
}
