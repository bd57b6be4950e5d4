import Foundation
import SpecRun
import Testing

@MainActor
@Suite("The summary and usage formats")
struct SummaryAndUsageFormatTests {
  @Test("the pretty report ends with the failed scenarios, each at the line of the step that failed, before the counts")
  func prettyEndsWithTheFailedScenarios() async throws {
    let (_, io, folder) = try await MixedRun.run(["--format", "pretty"])
    #expect(
      io.out.contains(
        "Failed scenarios:\n  \(folder.path("a.feature")):11 # Failing › Then the basket holds 2 pears\n  \(folder.path("b.feature")):11 # Outline (example at line 20) › Then the basket holds 2 apples\n\n6 scenarios ("
      ), "\(io.out)")
    let passing = try FeatureFolder([
      "p.feature":
        "Feature: P\n  Scenario: Fine\n    Given an empty basket\n    When I add 1 pears\n    Then the basket holds 1 pears\n"
    ])
    let io2 = CapturedIO()
    _ = await SpecRunMain.run(arguments: [passing.path()], library: BasketSteps.library, io: io2.io)
    #expect(!io2.out.contains("Failed scenarios"))
  }

  @Test("the summary shows only the failures, with their places and messages, and the summary")
  func summary() async throws {
    let (_, io, folder) = try await MixedRun.run(["--format", "summary"])
    #expect(
      io.out.hasPrefix(
        "1) \(folder.path("a.feature")):11 Failing\n  Then the basket holds 2 pears\n    expected 2 pears, the basket holds 1\n\n"
      ))
    #expect(
      io.out.contains(
        "2) \(folder.path("b.feature")):11 Outline (example at line 20)\n  Then the basket holds 2 apples\n    expected 2 apples, the basket holds 3\n\n"
      ))
    #expect(
      io.out.hasSuffix(
        "6 scenarios (2 failed, 1 undefined, 1 pending, 2 passed)\n18 steps (2 failed, 1 undefined, 1 pending, 1 skipped, 13 passed)\n2 passed, 2 failed, 1 undefined, 1 pending\n"
      ))
    #expect(!io.out.contains("Passing"))
    #expect(!io.out.contains("Scenario"))
  }

  @Test("the usage report lists each used step definition with its matched steps and times, then the dead glue")
  func usage() async throws {
    let (_, io, _) = try await MixedRun.run(["--format", "usage"])
    let lines = io.out.split(separator: "\n").map(String.init)
    #expect(lines.first == "Step definitions, slowest first:")
    let header = try #require(lines.first { $0.hasPrefix("  Pattern") })
    #expect(header.contains("Steps  Slowest") && header.hasSuffix("Mean  Location"))
    let adding = try #require(lines.first { $0.hasPrefix("  I add {int} {word} ") })
    #expect(adding.contains(" 4  "))
    #expect(adding.contains("Basket.swift:"))
    let holding = try #require(lines.first { $0.hasPrefix("  the basket holds {int} {word} ") })
    #expect(holding.contains(" 4  "))
    let deadGlue = try #require(
      lines.firstIndex(
        of: "Unused step definitions (dead glue), 3: remove them, or write the scenarios that need them."))
    #expect(lines[(deadGlue + 1)...].contains { $0.hasPrefix("  I add these:  ") && $0.contains("Basket.swift:") })
    #expect(lines[(deadGlue + 1)...].contains { $0.hasPrefix("  a {word} is checked  ") })
    // The dead glue, then the run's undefined steps, each with its place (no phrasing comes close).
    let undefined = try #require(lines.firstIndex(of: "Undefined steps:"))
    #expect(undefined == deadGlue + 4)
    #expect(lines[(undefined + 1)...].allSatisfy { $0.hasPrefix("  ") && $0.contains(".feature:") })
    #expect(!lines[..<deadGlue].contains { $0.hasPrefix("  I add these:") })
  }

  @Test("a step definition in a file under the current folder is named relative to it, as editors open it")
  func usageLocationsAreRelative() throws {
    let file = FileManager.default.currentDirectoryPath + "/Sources/ShopSpecs/Steps.swift"
    let stream = """
      {"stepDefinition":{"id":"d","pattern":{"source":"unused","type":"CUCUMBER_EXPRESSION"},"sourceReference":{"uri":"\(file)","location":{"line":7}}}}
      """
    let report = UsageFormatter().format(try SampleRun.envelopes(stream))
    #expect(report.contains("  unused  Sources/ShopSpecs/Steps.swift:7\n"))
    #expect(!report.contains(FileManager.default.currentDirectoryPath))
  }

  @Test(
    "step definitions are sorted by their slowest step, and a definition whose steps were all skipped shows no time")
  func usageOrder() throws {
    let stream = """
      {"stepDefinition":{"id":"fast","pattern":{"source":"fast","type":"CUCUMBER_EXPRESSION"},"sourceReference":{"uri":"Steps.swift","location":{"line":1}}}}
      {"stepDefinition":{"id":"slow","pattern":{"source":"^slow$","type":"REGULAR_EXPRESSION"},"sourceReference":{"uri":"Steps.swift","location":{"line":2}}}}
      {"stepDefinition":{"id":"never","pattern":{"source":"skipped","type":"CUCUMBER_EXPRESSION"},"sourceReference":{"uri":"Steps.swift","location":{"line":3}}}}
      {"pickle":{"id":"p1","uri":"a.feature","location":{"line":2,"column":3},"name":"S","language":"en","steps":[{"id":"ps1","text":"fast","astNodeIds":[]},{"id":"ps2","text":"slow","astNodeIds":[]},{"id":"ps3","text":"skipped","astNodeIds":[]}],"tags":[],"astNodeIds":[]}}
      {"testCase":{"id":"tc1","pickleId":"p1","testSteps":[{"id":"t1","pickleStepId":"ps1","stepDefinitionIds":["fast"]},{"id":"t2","pickleStepId":"ps2","stepDefinitionIds":["slow"]},{"id":"t3","pickleStepId":"ps3","stepDefinitionIds":["never"]}]}}
      {"testCaseStarted":{"id":"s1","testCaseId":"tc1","attempt":0,"timestamp":{"seconds":0,"nanos":0}}}
      {"testStepFinished":{"testCaseStartedId":"s1","testStepId":"t1","testStepResult":{"status":"PASSED","duration":{"seconds":0,"nanos":2000000}},"timestamp":{"seconds":0,"nanos":0}}}
      {"testStepFinished":{"testCaseStartedId":"s1","testStepId":"t2","testStepResult":{"status":"FAILED","duration":{"seconds":1,"nanos":500000000}},"timestamp":{"seconds":0,"nanos":0}}}
      {"testStepFinished":{"testCaseStartedId":"s1","testStepId":"t3","testStepResult":{"status":"SKIPPED","duration":{"seconds":0,"nanos":0}},"timestamp":{"seconds":0,"nanos":0}}}
      {"testCaseFinished":{"testCaseStartedId":"s1","timestamp":{"seconds":2,"nanos":0},"willBeRetried":false}}
      """
    let report = UsageFormatter().format(try SampleRun.envelopes(stream))
    #expect(
      report == """
        Step definitions, slowest first:

          Pattern   Steps  Slowest    Mean  Location
          /^slow$/      1   1.500s  1.500s  Steps.swift:2
          fast          1   0.002s  0.002s  Steps.swift:1
          skipped       1        -       -  Steps.swift:3

        """)
  }
}
