import Foundation
import Gherkin

/// `specrun --watch`: one run, then a replay of the scenario files that change, for as long as
/// the user watches. Scenario text is read at run time, so an edited step needs no rebuild: a
/// product owner saves a `.feature` file and sees its scenarios pass, fail or go undefined
/// within about a second.
///
/// ```sh
/// swift run specrun --watch Specs/Macho          # Ctrl-C ends it
/// ```
///
/// - Every ~200 ms the `.feature` and `.feature.md` files under the selected paths (`Specs/` by
///   default) are compared with the last look by modification time, size and file number;
///   changed and new files are replayed (with the options given, `--tags` and lines included), a
///   deleted one is named. Each replay prints its own report, then one line with the whole
///   suite's standing, the last result of every file watched (`Suite: 143 passed, 2 failed in
///   37 files (1 replayed now)`), after clearing the screen when
///   standard output is a colour terminal, and rewrites the report files (`--format junit:x.xml`
///   then holds the last replay). What changed and that the watch waits go to standard error.
/// - Ctrl-C (or SIGTERM) ends the watch with exit code 0, after a running replay has stopped
///   and written its reports: ending the watch is what the user asked for, and each replay's
///   result is in its report. Output that could not be written still makes it 2.
/// - `--shard` is refused (a shard splits a whole run between CI machines); `--order random`
///   without a seed picks a new seed for each replay, and prints it.
/// - A FIFO or `<(…)` named on the command line is read once, in the first run, and said to be
///   unwatched: a stream gives its text once, so reading it again would wait for a writer that has
///   gone, or read nothing. When nothing else is named, the watch ends after that run, with its
///   exit code.
@MainActor
struct ScenarioWatch {
  let request: RunRequest
  let catalog: SpecCatalog
  let io: CommandIO
  let terminal: Terminal
  /// How long the watch waits between two looks at the files.
  var interval: Duration = .milliseconds(200)

  func run() async -> Int32 {
    if let problem = request.usageProblem {
      terminal.error(problem + "\n")
      return 2
    }
    let relay = InterruptRelay()
    let stopListening = io.onInterrupt { relay.press() }
    defer { stopListening() }
    let replayIO = relay.forwarding(io)
    let selections = request.options.selections
    let named = Self.unique(selections.isEmpty ? [catalog.specsFolder] : selections.map(\.path))
    let streams = named.compactMap { path in NamedFile.stream(at: path).map { (path, $0) } }
    let watched = named.filter { path in !streams.contains { $0.0 == path } }
    var snapshot = ScenarioFileSnapshot(watched)
    var standing = SuiteStanding()
    let code = await SpecRunMain.replay(request, catalog: catalog, io: replayIO, terminal: terminal) {
      standing.record($0)
    }
    for (path, described) in streams {
      terminal.error(
        "specrun: \(path) is \(described), read once: it is not watched, as a stream cannot be read again. To watch its scenarios, name the file its writer reads from.\n"
      )
    }
    if watched.isEmpty {
      terminal.error(
        "specrun: nothing else was named, so the watch ends. Name scenario files or folders to watch them.\n")
      return code
    }
    while !relay.wasPressed && !terminal.readerGone {
      terminal.error(
        "specrun: watching \(watched.joined(separator: ", ")) for changes to .feature and .feature.md files (Ctrl-C ends).\n"
      )
      var changes = ScenarioFileSnapshot.Changes()
      while changes.isEmpty && !relay.wasPressed {
        try? await Task.sleep(for: interval)
        let next = ScenarioFileSnapshot(watched)
        changes = next.changes(since: snapshot)
        snapshot = next
      }
      if relay.wasPressed { break }
      if !changes.affected.isEmpty && io.colors { terminal.out(Self.clearScreen) }
      terminal.error("specrun: \(Self.describe(changes))\n")
      standing.forget(changes.deleted)
      if changes.affected.isEmpty { continue }
      _ = await SpecRunMain.replay(narrowed(to: changes.affected), catalog: catalog, io: replayIO, terminal: terminal) {
        standing.record($0, replayed: changes.affected)
      }
      terminal.out(standing.line(replayedNow: changes.affected.count) + "\n")
    }
    terminal.error("specrun: stopped watching.\n")
    return 0
  }

  /// The request, with the selection narrowed to `files` (keeping the lines given for a file).
  private func narrowed(to files: [String]) -> RunRequest {
    var replay = request
    replay.options.selections = files.map { file in
      RunOptions.Selection(path: file, lines: request.options.selections.filter { $0.path == file }.flatMap(\.lines))
    }
    return replay
  }

  /// `Specs/A.feature changed, Specs/B.feature is new; replaying 2 files.`
  static func describe(_ changes: ScenarioFileSnapshot.Changes) -> String {
    let parts =
      changes.changed.map { "\($0) changed" } + changes.added.map { "\($0) is new" }
      + changes.deleted.map { "\($0) was deleted" }
    let count = changes.affected.count
    let replaying = count == 0 ? "nothing to replay" : "replaying \(count == 1 ? "1 file" : "\(count) files")"
    return parts.joined(separator: ", ") + "; \(replaying)."
  }

  /// Moves the cursor home and clears the terminal.
  static let clearScreen = "\u{1B}[H\u{1B}[2J"

  private static func unique(_ paths: [String]) -> [String] {
    var seen = Set<String>()
    return paths.filter { seen.insert($0).inserted }
  }
}
