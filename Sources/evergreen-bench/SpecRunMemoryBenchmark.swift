import Foundation
import Gherkin
import SpecRun

// specrun's peak memory on one large feature file, against the Gherkin target alone parsing the
// same file (measured in the same process). The goal: at most 20× the input plus a fixed 100 MB.
// Peak resident memory comes from Linux's /proc/self/status (VmHWM), reset before each
// measurement through /proc/self/clear_refs; elsewhere the section says it cannot measure.

@MainActor
func runSpecRunMemoryBenchmarks(megabytes: Int = 5) async {
  print("specrun memory")
  #if os(Linux)
    var text = "Feature: Memory\n"
    var scenarios = 0
    while text.utf8.count < megabytes * 1_000_000 {
      text +=
        "\n  Scenario: Scenario number \(scenarios)\n    Given step one \(scenarios)\n    When step two\n    Then step three\n"
      scenarios += 1
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "evergreen-bench-memory-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("memory.feature").path
    try? text.write(toFile: file, atomically: true, encoding: .utf8)
    let input = Double(text.utf8.count)

    let parsePeak = PeakMemory.measure {
      _ = Gherkin.parse(text, uri: file, ids: IdGenerator(.incrementing), compilePickles: true)
    }
    var steps = StepLibrary()
    steps.given("step one {int}") { (_, _: Int) in }
    steps.when("step two") { _ in }
    steps.then("step three") { _ in }
    // The terminal output is dropped; the JUnit report is written to a file, as `specrun` does.
    let standard = CommandIO.standard
    let io = CommandIO(
      writeOut: { _ in }, writeError: { _ in }, readInput: { Data() }, writeFile: standard.writeFile,
      writeFileInPieces: standard.writeFileInPieces, colors: false)
    let report = folder.appendingPathComponent("junit.xml").path
    var exitCode: Int32 = -1
    let runPeak = await PeakMemory.measure {
      exitCode = await SpecRunMain.run(
        arguments: ["--format", "progress", "--format", "junit:\(report)", file], library: steps, io: io)
    }
    let reportSize = (try? FileManager.default.attributesOfItem(atPath: report)[.size] as? Int) ?? 0
    let goal = 20 * input + 100e6
    print("  input: \(megabytes) MB, \(scenarios) scenarios")
    print(
      "  baseline, Gherkin parse + pickles: peak +\(PeakMemory.text(parsePeak)) (\(ratio(parsePeak, input)) the input)")
    print(
      "  specrun (progress + JUnit to a \(reportSize / 1_000_000) MB file, exit \(exitCode)): peak +\(PeakMemory.text(runPeak)) (\(ratio(runPeak, input)) the input, "
        + "\(ratio(runPeak, parsePeak)) the parse); goal ≤ \(PeakMemory.text(goal)) (20× input + 100 MB): \(runPeak <= goal ? "met" : "NOT met")\n"
    )
  #else
    print("  not measured: peak memory is read from /proc/self/status, which only Linux has\n")
  #endif
}

private func ratio(_ measured: Double, _ baseline: Double) -> String { String(format: "%.1f×", measured / baseline) }

/// Peak resident memory of this process while a body runs, above what it used before.
enum PeakMemory {
  static func measure(_ body: () -> Void) -> Double {
    let before = reset()
    body()
    return max(0, highWaterMark() - before)
  }

  @MainActor
  static func measure(_ body: @MainActor () async -> Void) async -> Double {
    let before = reset()
    await body()
    return max(0, highWaterMark() - before)
  }

  static func text(_ bytes: Double) -> String { String(format: "%.0f MB", bytes / 1e6) }

  /// Resets the high-water mark to the current resident size and returns that size.
  private static func reset() -> Double {
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    return field("VmRSS")
  }

  private static func highWaterMark() -> Double { field("VmHWM") }

  private static func field(_ name: String) -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }),
      let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "")
    else { return 0 }
    return kilobytes * 1024
  }
}
