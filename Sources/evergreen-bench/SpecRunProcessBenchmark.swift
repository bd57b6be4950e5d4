import Foundation
import Gherkin

// specrun as a user starts it, a process from start to exit, beside the built `specrun` binary:
// 10,000 three-step Counter scenarios replayed with Macho's real steps (`--parallel 1` and `2`),
// against `--dry-run` of the same file and `specrun gherkin` with pickles on it (the parse any
// run pays). Then `specrun gherkin --predictable-ids` on the 100-file corpus of the parser's
// section, against the official parser (Python's gherkin-official) when it is installed.

/// Both parts, or with `onlyGherkin` only `specrun gherkin` against the official parser
/// (`evergreen-bench process gherkin`).
func runSpecRunProcessBenchmarks(onlyGherkin: Bool = false) {
  print("specrun as a process (release build)")
  guard let specrun = ProcessTimer.sibling("specrun") else {
    print("  skipped: no specrun beside this benchmark; build it with `swift build -c release --product specrun`\n")
    return
  }
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "evergreen-bench-process-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: folder) }
  if !onlyGherkin { runCounterScenarios(specrun, in: folder) }
  runGherkinCommand(specrun, in: folder)
}

/// 10,000 Counter scenarios with Macho's steps: `--parallel 1` and `2`, and `--dry-run`, against
/// `specrun gherkin` with pickles on the same file.
private func runCounterScenarios(_ specrun: URL, in folder: URL) {
  let macho = folder.appendingPathComponent("Specs/Macho", isDirectory: true)
  try? FileManager.default.createDirectory(at: macho, withIntermediateDirectories: true)
  let scenarioCount = 10_000
  var text = "Feature: Counting\n"
  for index in 0..<scenarioCount {
    text +=
      "\n  Scenario: Counting up \(index)\n    Given the counter is at 0\n    When I tap \"+\"\n    Then the counter shows 1\n"
  }
  let file = "Specs/Macho/Counting.feature"
  try? text.write(to: folder.appendingPathComponent(file), atomically: true, encoding: .utf8)
  let timer = ProcessTimer(folder: folder)

  // The commands take turns, one run each per round, so that they see the same machine. The
  // fifth is two `--parallel 1` runs at once: what this machine's cores give two busy
  // processes, the most `--parallel 2` can gain (two vCPUs of a VM may share one core). The
  // next four each write a report for CI or people into a file, as CI runs do; the last reads
  // the saved run the first of them wrote in the same round back (`specrun format`, as a CI
  // job that merges or reformats runs does).
  let rounds = 9
  let serialArguments = ["--format", "summary", "--parallel", "1", file]
  let reports = ["message", "junit", "html", "json"]
  let turns = timer.inTurns(
    rounds,
    [
      .init(executable: specrun, arguments: ["gherkin", "--no-source", "--no-ast", file]),
      .init(executable: specrun, arguments: ["--dry-run", "--format", "summary", file]),
      .init(executable: specrun, arguments: serialArguments),
      .init(executable: specrun, arguments: ["--format", "summary", "--parallel", "2", file]),
      .init(executable: specrun, arguments: serialArguments, copies: 2),
    ]
      + reports.map { report in
        .init(executable: specrun, arguments: ["--format", "\(report):report.\(report)"] + serialArguments)
      } + [.init(executable: specrun, arguments: ["format", "summary"], input: "report.message")])
  let (pickles, dryRun, serial, parallel, pair) = (turns[0], turns[1], turns[2], turns[3], turns[4])
  func rate(_ run: ProcessTimer.Run) -> String { "\(Int(Double(scenarioCount) / run.seconds)) scenarios/s" }
  func bestRate(_ run: ProcessTimer.Run) -> String { "\(Int(Double(scenarioCount) / run.best))/s" }
  print(
    "  \(scenarioCount) Counter scenarios × 3 steps, Macho's steps, \(rounds) runs each in turns (median; best; median CPU time):"
  )
  print("  baseline, specrun gherkin with pickles on the file: \(timesOf(pickles)) (exit \(pickles.exitCode))")
  print(
    "  --dry-run: \(timesOf(dryRun)) = \(ratios(dryRun, pickles)) the baseline (exit \(dryRun.exitCode)); goal ≤ 2×"
  )
  print(
    "  --parallel 1: \(timesOf(serial)), \(rate(serial)) (best \(bestRate(serial))) (exit \(serial.exitCode)); goal ≥ 20,000 scenarios/s"
  )
  print(
    "  --parallel 2: \(timesOf(parallel)), \(rate(parallel)) (exit \(parallel.exitCode)) = \(times(serial.seconds, parallel.seconds)) as fast as --parallel 1 by the medians, \(roundByRound(serial, parallel)) by the median of the rounds' own ratios, \(times(serial.best, parallel.best)) by the bests, on \(ProcessorCount.active) cores; goal: faster"
  )
  print(
    "  the machine's ceiling, two --parallel 1 runs at once: \(timesOf(pair)) (exit \(pair.exitCode)) = \(times(2 * serial.seconds, pair.seconds)) the work of one run in the same time by the medians, \(roundByRound(serial, pair, scale: 2)) round by round, \(times(2 * serial.best, pair.best)) by the bests (2.0× on two whole cores): the most --parallel 2 could be"
  )
  let reportRuns = turns.dropLast().suffix(reports.count)
  for (report, run) in zip(reports, reportRuns) {
    print(
      "  --parallel 1 writing the \(report) report to a file: \(timesOf(run)) (exit \(run.exitCode)) = \(ratios(run, serial)) --parallel 1 alone"
    )
  }
  let readBack = turns[turns.count - 1]
  let written = reportRuns[reportRuns.startIndex]
  print(
    "  specrun format summary reading that message report back: \(timesOf(readBack)) (exit \(readBack.exitCode)) = \(ratios(readBack, written)) the run that wrote it, \(ratios(readBack, serial)) --parallel 1 alone"
  )
}

/// `specrun gherkin --predictable-ids` on the parser section's 100-file corpus, against the
/// official parser when it is installed.
private func runGherkinCommand(_ specrun: URL, in folder: URL) {
  let timer = ProcessTimer(folder: folder)
  let corpusFolder = folder.appendingPathComponent("corpus", isDirectory: true)
  try? FileManager.default.createDirectory(at: corpusFolder, withIntermediateDirectories: true)
  let corpus = GherkinCorpus(scenarios: 5_000)
  for source in corpus.sources {
    try? source.data.write(to: corpusFolder.appendingPathComponent(source.uri), atomically: true, encoding: .utf8)
  }
  let paths = corpus.sources.map { "corpus/" + $0.uri }
  let ourCommand = (specrun, ["gherkin", "--predictable-ids"] + paths)
  // With the official parser installed, the two take turns, a run each per round: on a shared
  // machine, five runs of one and then five of the other fell in different spells.
  let python = ProcessTimer.python(importing: "gherkin.stream.gherkin_events")
  let turns = timer.inTurns(5, [ourCommand] + (python.map { [($0, ["python3", "-c", officialParser] + paths)] } ?? []))
  let ours = turns[0]
  let megabytes = String(format: "%.1f MB", Double(corpus.byteCount) / 1e6)
  print(
    "  specrun gherkin --predictable-ids on \(paths.count) files (\(megabytes)): \(timesOf(ours)) (exit \(ours.exitCode))"
  )
  guard turns.count > 1 else {
    print(
      "  the official parser: skipped, gherkin-official is not installed (`pip install gherkin-official`, or `pip install --break-system-packages gherkin-official`)\n"
    )
    return
  }
  let official = turns[1]
  print(
    "  the official parser (gherkin-official, Python) on the same files, in turns with specrun gherkin: \(timesOf(official)) (exit \(official.exitCode)); specrun gherkin is \(times(official.seconds, ours.seconds)) faster by the medians, \(roundByRound(official, ours)) by the median of the rounds' own ratios, \(times(official.best, ours.best)) by the bests, \(times(official.cpuSeconds, ours.cpuSeconds)) by CPU time; goal ≥ 30×\n"
  )
}

/// The official parser's messages for every path, one JSON object a line, as its own tools
/// print them (ids predictable, counting on across files).
private let officialParser = """
  import json, sys
  from pathlib import Path
  from gherkin.stream.gherkin_events import GherkinEvents
  from gherkin.stream.source_events import SourceEvents
  events = GherkinEvents(GherkinEvents.Options(print_source=True, print_ast=True, print_pickles=True))
  out = sys.stdout
  for path in sys.argv[1:]:
      for source in SourceEvents([Path(path)]).enum():
          for event in events.enum(source):
              out.write(json.dumps(event, separators=(",", ":")))
              out.write("\\n")
  """

private func ms(_ seconds: Double) -> String { String(format: "%.0f", seconds * 1000) }

/// `97 ms; best 88 ms; CPU 95 ms`
private func timesOf(_ run: ProcessTimer.Run) -> String {
  "\(ms(run.seconds)) ms; best \(ms(run.best)) ms; CPU \(ms(run.cpuSeconds)) ms"
}

/// `2.0× by the medians, 2.0× by the median of the rounds' own ratios, 1.9× by the bests, 1.9× by CPU time`
private func ratios(_ measured: ProcessTimer.Run, _ baseline: ProcessTimer.Run) -> String {
  "\(times(measured.seconds, baseline.seconds)) by the medians, \(roundByRound(measured, baseline)) by the median of the rounds' own ratios, \(times(measured.best, baseline.best)) by the bests, \(times(measured.cpuSeconds, baseline.cpuSeconds)) by CPU time"
}

/// The median of `top`'s time (times `scale`) over `bottom`'s, round by round: each run against
/// the other command's run of the same round, in the same spell of the machine. `1.2×`
private func roundByRound(_ top: ProcessTimer.Run, _ bottom: ProcessTimer.Run, scale: Double = 1) -> String {
  let ratios = zip(top.times, bottom.times).map { scale * $0 / $1 }.sorted()
  return ratios.isEmpty ? "?" : String(format: "%.1f×", ratios[ratios.count / 2])
}
private func times(_ measured: Double, _ baseline: Double) -> String { String(format: "%.1f×", measured / baseline) }
