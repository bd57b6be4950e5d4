import CucumberMessages
import Foundation
import Gherkin

/// `specrun merge [--keep-last] RUN.ndjson... [--format NAME[:PATH]]...`: the message streams of
/// shards (or of separate runs) joined into one run (``MessageStreamMerge``) and reported as if
/// one run had made them, in any format; without `--format`, the failures and the counts.
///
/// ```sh
/// specrun merge shard-*.ndjson --format junit:all.xml --format html:all.html
/// ```
///
/// Each stream is read as a scenario file named on the command line is (`Gherkin.NamedFile`): a
/// FIFO or a shell's `<(…)` to its end, and a path that cannot be read says why in the runner's
/// words. Exit codes: 0 when the joined run passed, 1 when it failed, 2 when the streams cannot be
/// joined (a file that cannot be read, a malformed or cut stream, different Specs, overlapping
/// shards), each said with its file (and line) and what to do. Scenarios that no stream ran are
/// listed on standard error.
public struct MergeCommand: Sendable, Equatable {
  /// The message streams to join, by path, in order (a later one wins with `keepLast`).
  public var streams: [String] = []
  /// Keep the later stream's result for a scenario two streams ran, instead of refusing.
  public var keepLast = false
  /// The reports to write (`--format NAME[:PATH]`); none: the failures and the counts.
  public var outputs: [RunRequest.Output] = []

  /// A merge of `streams` writing `outputs`.
  public init(streams: [String] = [], keepLast: Bool = false, outputs: [RunRequest.Output] = []) {
    self.streams = streams
    self.keepLast = keepLast
    self.outputs = outputs
  }

  /// Parses the arguments after `merge`, by merge's options in `CommandLineOption.all`.
  static func parse(_ arguments: [String]) throws(UsageError) -> MergeCommand {
    var request = RunRequest()
    var streams: [String] = []
    _ = try RunCommand.readOptions(arguments, of: .merge, into: &request) { path, _ in streams.append(path) }
    let command = MergeCommand(streams: streams, keepLast: request.keepLast, outputs: request.outputs)
    if command.streams.isEmpty {
      throw UsageError(
        "specrun merge: give the message streams to join, e.g. specrun merge shard-1.ndjson shard-2.ndjson --format junit:all.xml (each written by specrun --format message:PATH)."
      )
    }
    try RunCommand.checkDestinations(command.outputs)
    return command
  }

  /// Reads, joins and reports the streams; returns the exit code.
  @MainActor
  func run(layout: ReportLayout, io: CommandIO, terminal: Terminal) -> Int32 {
    var streams: [MessageStreamMerge.Stream] = []
    for path in self.streams {
      let data: Data
      do {
        data = try NamedFile.read(path)
      } catch {
        terminal.error(
          "specrun merge: \(path): \(error) Each stream is a file that specrun --format message:PATH wrote, or a pipe it writes to.\n"
        )
        return 2
      }
      do {
        streams.append(MessageStreamMerge.Stream(name: path, envelopes: try MessageStream.decode(ndjson: data)))
      } catch let error as MessageStream.DecodingError {
        terminal.error(
          "specrun merge: \(path):\(error.line): \(error.description.dropFirst("line \(error.line): ".count))\n")
        return 2
      } catch {
        terminal.error("specrun merge: \(path): \(error). Give it a stream specrun --format message:PATH wrote.\n")
        return 2
      }
    }
    let merged: MessageStreamMerge.Merged
    do {
      merged = try MessageStreamMerge.merge(streams, keepingLast: keepLast)
    } catch {
      terminal.error("specrun merge: \(error.description)\n")
      return 2
    }
    if !merged.notRun.isEmpty {
      let count = merged.notRun.count
      let listed = merged.notRun.prefix(20).map { "\($0.uri):\($0.location?.line ?? 0) (\($0.name))" }.joined(
        separator: ", ")
      let more = count > 20 ? " and \(count - 20) more" : ""
      terminal.error(
        "specrun merge: \(count) scenario\(count == 1 ? "" : "s") of these files ran in no stream: \(listed)\(more). Check that every shard's stream is given; scenarios left out by --tags or --name are listed too.\n"
      )
    }
    let query = MessageQuery(merged.envelopes)
    let outputs = self.outputs.isEmpty ? [RunRequest.Output(format: .summary)] : self.outputs
    var exitCode: Int32 = query.testRunFinished?.success == false ? 1 : 0
    for output in outputs where !ReportWriting.write(output, query, layout: layout, io: io, terminal: terminal) {
      exitCode = 2
    }
    if outputs.allSatisfy({ $0.path != nil }) {
      terminal.out(FailureList.failedScenarios(query) + RunSummary.footer(query, layout: layout))
    }
    return exitCode
  }
}
