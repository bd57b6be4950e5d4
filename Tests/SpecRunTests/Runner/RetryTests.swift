import CucumberMessages
import Foundation
import SpecRun
import Testing

@MainActor
@Suite("Retrying failed scenarios (--retry) and flaky ones")
struct RetryTests {
  /// Runs `FlakyNetwork.feature` through `specrun` with `arguments` before the folder.
  func run(_ arguments: [String], drops: [String: Int]) async throws -> (
    code: Int32, io: CapturedIO, network: FlakyNetwork
  ) {
    let folder = try FeatureFolder(["sync.feature": FlakyNetwork.feature])
    let network = FlakyNetwork(drops: drops)
    let io = CapturedIO()
    let code = await SpecRunMain.run(arguments: arguments + [folder.path()], library: network.library, io: io.io)
    return (code, io, network)
  }

  func query(_ io: CapturedIO, _ name: String = "run.ndjson") throws -> MessageQuery {
    MessageQuery(try MessageStream.decode(ndjson: Data(try #require(io.files[name]).utf8)))
  }

  @Test("a scenario that fails once passes on its retry, counted as flaky, and the run passes")
  func flakyPasses() async throws {
    let (code, io, network) = try await run(
      ["--retry", "2", "--format", "message:run.ndjson", "--format", "pretty"], drops: ["notes": 1])
    #expect(code == 0)
    #expect(network.requestCount == 3)  // notes twice, photos once
    #expect(io.out.contains("3 scenarios (1 flaky, 2 passed)\n"))
    #expect(io.out.hasSuffix("2 passed, 0 failed, 1 flaky\n"))
    #expect(io.out.contains("Scenario: Syncing notes (flaky: attempt 1 failed, attempt 2 passed)"))
    // Printed once, as its last attempt: the scenario's title appears once.
    #expect(io.out.components(separatedBy: "Scenario: Syncing notes").count == 2)
    let query = try query(io)
    let attempts = query.envelopes.compactMap(\.testCaseStarted).filter {
      query.pickle(of: $0)?.name == "Syncing notes"
    }
    #expect(attempts.map(\.attempt) == [0, 1])
    #expect(attempts.map { query.finished($0)?.willBeRetried } == [true, false])
    let counted = try #require(query.testCasesStarted.first { query.pickle(of: $0)?.name == "Syncing notes" })
    #expect(query.isFlaky(counted))
    #expect(query.retriedAttempts(of: counted).map(\.id) == [attempts[0].id])
  }

  @Test("under --parallel 2, a step that runs out of time fails its attempt by name and the retry passes, flaky")
  func timedOutAttemptIsRetriedInParallel() async throws {
    let feature = FlakyNetwork.feature.replacingOccurrences(
      of: "And I sync notes", with: "And I sync notes over a stalling network")
    let folder = try FeatureFolder(["sync.feature": feature])
    let network = FlakyNetwork(drops: ["notes": 1])
    let io = CapturedIO()
    let code = await SpecRunMain.run(
      arguments: [
        "--parallel", "2", "--step-timeout", "0.2", "--retry", "1", "--format", "message:run.ndjson", folder.path(),
      ], library: network.library, io: io.io)
    #expect(code == 0)
    let query = try query(io)
    let attempts = query.envelopes.compactMap(\.testCaseStarted).filter {
      query.pickle(of: $0)?.name == "Syncing notes"
    }
    #expect(attempts.map(\.attempt) == [0, 1])
    let firstFailure = try #require(attempts.first.flatMap { query.mostSevereResult(of: $0) })
    #expect(firstFailure.status == .failed)
    #expect(firstFailure.message?.contains("I sync notes over a stalling network") == true)
    #expect(query.isFlaky(try #require(attempts.last)))
    #expect(RunSummary(query).scenarioLine == "3 scenarios (1 flaky, 2 passed)")
  }

  @Test("each attempt starts from a fresh scenario context and stores")
  func freshAttempt() async throws {
    let (code, io, _) = try await run(["--retry", "1", "--format", "message:run.ndjson"], drops: ["notes": 1])
    #expect(code == 0)
    let query = try query(io)
    let steps = query.envelopes.compactMap(\.testStepFinished).filter {
      $0.testStepResult.message?.contains("earlier attempt") == true
    }
    #expect(steps.isEmpty)
  }

  @Test("a scenario that fails every time runs 1 + N times, reports its last attempt and fails the run")
  func failsEveryTime() async throws {
    let (code, io, network) = try await run(
      ["--retry", "2", "--format", "message:run.ndjson", "--format", "junit:run.xml", "--format", "summary"],
      drops: ["photos": 99])
    #expect(code == 1)
    #expect(network.requestCount == 4)  // notes once, photos three times
    #expect(io.out.hasSuffix("2 passed, 1 failed\n"))
    let query = try query(io)
    let photos = query.envelopes.compactMap(\.testCaseStarted).filter { query.pickle(of: $0)?.name == "Syncing photos" }
    #expect(photos.map(\.attempt) == [0, 1, 2])
    #expect(photos.map { query.finished($0)?.willBeRetried } == [true, true, false])
    let junit = try #require(io.files["run.xml"])
    #expect(
      junit.components(separatedBy: "<rerunFailure message=\"the network dropped the request for photos\"").count == 3)
    #expect(!junit.contains("flakyFailure"))
    #expect(junit.contains("tests=\"3\" skipped=\"0\" failures=\"1\""))
  }

  @Test("--retry-tag-filter retries only the scenarios whose tags match")
  func tagFilter() async throws {
    let (code, io, network) = try await run(
      ["--retry", "3", "--retry-tag-filter", "@network", "--format", "summary"], drops: ["notes": 1, "photos": 1])
    #expect(code == 1)
    #expect(network.requestCount == 3)  // notes twice (tagged), photos once
    #expect(io.out.hasSuffix("1 passed, 1 failed, 1 flaky\n"))
  }

  @Test("without --retry a failed scenario runs once and its failure is its result")
  func noRetry() async throws {
    let (code, io, network) = try await run(["--format", "summary"], drops: ["notes": 1])
    #expect(code == 1)
    #expect(network.requestCount == 2)
    #expect(io.out.hasSuffix("2 passed, 1 failed\n"))
  }

  @Test("--fail-on-flaky fails a run whose only trouble is a flaky scenario, and says why")
  func failOnFlaky() async throws {
    let (code, io, _) = try await run(["--retry", "1", "--fail-on-flaky", "--format", "summary"], drops: ["notes": 1])
    #expect(code == 1)
    #expect(io.out.contains("1 scenario passed only after a retry, and --fail-on-flaky fails the run for that"))
    #expect(io.out.hasSuffix("2 passed, 0 failed, 1 flaky\n"))
  }

  @Test("JUnit keeps a flaky scenario's failed attempt as Surefire's <flakyFailure> inside its passing test case")
  func junitFlakyFailure() async throws {
    let (_, io, _) = try await run(["--retry", "1", "--format", "junit:run.xml"], drops: ["notes": 1])
    let junit = try #require(io.files["run.xml"])
    #expect(junit.contains("tests=\"3\" skipped=\"0\" failures=\"0\""))
    let testCase = try #require(
      junit.components(separatedBy: "<testcase ").first { $0.contains("name=\"Syncing notes\"") })
    #expect(!testCase.contains("<failure"))
    #expect(testCase.contains("<flakyFailure message=\"the network dropped the request for notes\" type=\""))
    #expect(testCase.contains("<stackTrace><![CDATA["))
    // The failed attempt's steps, then the passing attempt's, each in its own <system-out>.
    let parts = testCase.components(separatedBy: "</flakyFailure>")
    #expect(parts.count == 2)
    #expect(
      parts[0].contains("And I sync notes") && parts[0].contains(".failed\n")
        && parts[0].hasSuffix("]]></system-out>\n"))
    #expect(parts[1].contains("And I sync notes") && !parts[1].contains("failed"))
    #expect(testCase.hasSuffix("passed\n]]></system-out>\n</testcase>\n"))
  }

  @Test("the HTML page marks a flaky scenario, in the page's words")
  func htmlBadge() async throws {
    let (_, io, _) = try await run(["--retry", "1", "--format", "html:run.html"], drops: ["notes": 1])
    let html = try #require(io.files["run.html"])
    #expect(
      html.contains(
        "<span class=\"flaky\" title=\"the network dropped the request for notes\">flaky: passed on attempt 2 after 1 failure</span>"
      ))
    #expect(html.components(separatedBy: "class=\"flaky\"").count == 2)
  }

  @Test("the rerun file lists what failed in the end, not a flaky scenario, which passed")
  func rerunLeavesOutFlaky() async throws {
    let (_, io, _) = try await run(["--retry", "1", "--format", "rerun:rerun.txt"], drops: ["notes": 1, "photos": 9])
    let rerun = try #require(io.files["rerun.txt"])
    #expect(rerun.hasSuffix("sync.feature:10\n"))
  }

  @Test(
    "retry options are refused with a clear message when they cannot work",
    arguments: [
      (["--retry", "-1"], "specrun: --retry takes a whole number of at least 0, not '-1'. Example: --retry 2."),
      (["--retry", "two"], "specrun: --retry takes a whole number of at least 0, not 'two'. Example: --retry 2."),
      (
        ["--retry-tag-filter", "@network"],
        "specrun: --retry-tag-filter \"@network\" chooses which failed scenarios are retried, but no retries were asked for. Add --retry N, e.g. --retry 2."
      ),
      (["--retry", "1", "--retry-tag-filter", "@a and"], "specrun: --retry-tag-filter \"@a and\": "),
    ])
  func refused(arguments: [String], message: String) async throws {
    let (code, io, network) = try await run(arguments, drops: [:])
    #expect(code == 2)
    #expect(io.error.hasPrefix(message))
    #expect(network.requestCount == 0)
  }

  @Test("a profile holds --retry, --retry-tag-filter and --fail-on-flaky")
  func profile() throws {
    let file = try ProfileFile(
      parsing: #"{"profiles": {"ci": {"retry": 2, "retry-tag-filter": "@network", "fail-on-flaky": true}}}"#)
    guard case .run(let request) = try RunCommand.parse(["--profile", "ci"], profiles: file) else {
      Issue.record("expected a run")
      return
    }
    #expect(request.options.retry == RetryPolicy(retries: 2, tagFilter: "@network", failsOnFlaky: true))
  }
}
