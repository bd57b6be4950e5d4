import CucumberMessages
import Foundation

/// `specrun gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] PATH...`:
/// prints the Cucumber Messages of each file as NDJSON, like the official `gherkin` tools.
///
/// Kept in the library so it can be tested without running a process:
///
/// ```swift
/// let result = GherkinCommand.run(arguments: ["--predictable-ids", "shop.feature"])
/// result.exitCode   // 0 when every file parsed, 1 when one had errors, 2 for a usage error
/// ```
///
/// `specrun` itself hands the output on in pieces as it is made (``run(arguments:readFile:writeBytes:)``).
public enum GherkinCommand {
  /// What a run of the command wrote and how it ended.
  public struct Output: Sendable, Hashable {
    /// What it wrote on standard output: the NDJSON messages, or the usage.
    public var stdout: String
    /// What it wrote on standard error: usage problems and files that could not be read.
    public var stderr: String
    /// 0 when every file parsed, 1 when one had a parse error, 2 on a usage problem or a file that
    /// could not be read as UTF-8 text.
    public var exitCode: Int32
  }

  /// How a run that handed its standard output on in pieces ended.
  public struct Outcome: Sendable, Hashable {
    /// What it wrote on standard error: usage problems and files that could not be read.
    public var stderr: String
    /// As ``Output/exitCode``.
    public var exitCode: Int32
  }

  /// The help text `--help` prints.
  public static let usage = """
    usage: specrun gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] PATH...

    Prints the Cucumber Messages (source, gherkinDocument, pickle, parseError) of each .feature
    or .feature.md file, one JSON object per line.
      --no-source         leave out the source messages
      --no-ast            leave out the gherkinDocument messages
      --no-pickles        leave out the pickle messages
      --predictable-ids   number ids "0", "1", ... instead of random UUIDs
    Exit status: 0 when every file parsed, 1 when any had parse errors, 2 for a usage error.

    """

  /// Runs the command and returns all it wrote. `readFile` reads a path's bytes (replaced in
  /// tests if needed), on the thread that then parses them.
  public static func run(
    arguments: [String], readFile: @escaping @Sendable (String) throws -> Data = GherkinCommand.wholeFile
  ) -> Output {
    var stdout = ""
    let outcome = run(arguments: arguments, readFile: readFile) { stdout += $0 }
    return Output(stdout: stdout, stderr: outcome.stderr, exitCode: outcome.exitCode)
  }

  /// Runs the command, handing its standard output to `writeOut` in pieces of whole lines as it
  /// is made: about a megabyte each, and a file's last lines on their own.
  ///
  /// ```swift
  /// let outcome = GherkinCommand.run(arguments: ["shop.feature"]) { print($0, terminator: "") }
  /// ```
  public static func run(
    arguments: [String], readFile: @escaping @Sendable (String) throws -> Data = GherkinCommand.wholeFile,
    writeOut: (String) -> Void
  ) -> Outcome {
    run(arguments: arguments, readFile: readFile, writeBytes: { writeOut(String(decoding: $0, as: UTF8.self)) })
  }

  /// Runs the command, handing its standard output to `writeBytes` as UTF-8 bytes, in the same
  /// pieces as ``run(arguments:readFile:writeOut:)``, without making a string of them: how
  /// `specrun` writes them to its standard output.
  ///
  /// Files are parsed and their messages written side by side, one file per processor, and
  /// handed on strictly in the order of the paths; with `--predictable-ids` each file's ids
  /// are numbered on from those of the files before it, so the output is the same byte for byte
  /// as one file after the other would give.
  ///
  /// ```swift
  /// let outcome = GherkinCommand.run(arguments: ["shop.feature"]) { bytes in
  ///   _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count)
  /// }
  /// ```
  public static func run(
    arguments: [String], readFile: @escaping @Sendable (String) throws -> Data = GherkinCommand.wholeFile,
    writeBytes: (UnsafeBufferPointer<UInt8>) -> Void
  ) -> Outcome {
    var options = Gherkin.MessageOptions()
    var predictableIds = false
    var paths: [String] = []
    var acceptsOptions = true
    for argument in arguments {
      if acceptsOptions && argument.hasPrefix("-") {
        switch argument {
        case "--no-source": options.source = false
        case "--no-ast": options.gherkinDocument = false
        case "--no-pickles": options.pickles = false
        case "--predictable-ids": predictableIds = true
        case "--": acceptsOptions = false
        case "-h", "--help":
          var usage = usage
          usage.withUTF8 { writeBytes($0) }
          return Outcome(stderr: "", exitCode: 0)
        default:
          return Outcome(
            stderr: "specrun gherkin: unknown option '\(argument)'. Run 'specrun gherkin --help' for its options.\n",
            exitCode: 2)
        }
      } else {
        paths.append(argument)
      }
    }
    guard !paths.isEmpty else {
      return Outcome(
        stderr:
          "specrun gherkin: no PATH given. Give the scenario files to read, e.g. specrun gherkin Specs/Macho/Counter.feature.\n",
        exitCode: 2)
    }
    let kind: IdGenerator.Kind = predictableIds ? .incrementing : .uuid
    let ranges = predictableIds ? IdRanges(count: paths.count) : nil
    // One file is parsed on the calling thread: no need to ask how many processors there are
    // (on Linux that reads the control group's files, a measurable part of a one-file run).
    let threads = paths.count > 1 ? ProcessorCount.active : 1
    var stderr = ""
    var exitCode: Int32 = 0
    // Enough for the files in flight (each about a piece) and the workers' current pieces.
    let writers = JSONWriterPool(keeping: 6 * threads)
    // Each file is read by the thread that parses it, so reading is shared out too and the
    // first file's parse starts without waiting for the calling thread to read the others.
    InOrderWork.run(
      count: paths.count, threads: threads, lookahead: 4 * threads,
      input: { $0 },
      work: { [paths, options, writers] index, _ in
        let read: FileMessages.Read
        do {
          read = .bytes(try readFile(paths[index]))
        } catch {
          read = .unreadable(Self.whyUnreadable(paths[index], error))
        }
        return FileMessages(
          path: paths[index], read: read, index: index, options: options, ids: kind, ranges: ranges, writers: writers)
      },
      deliver: { file in
        if let problem = file.problem {
          stderr += problem
          exitCode = 2
        } else if file.parseFailed, exitCode == 0 {
          exitCode = 1
        }
        for piece in file.pieces { piece.withUTF8 { writeBytes($0) } }
        writers.giveBack(file.pieces)
      })
    return Outcome(stderr: stderr, exitCode: exitCode)
  }

  /// The bytes of the file at `path`, how the command reads a path unless told otherwise: a
  /// regular file, or a FIFO or character device read to its end (`specrun gherkin <(…)`), as
  /// ``NamedFile/read(_:streamLimit:giveUpWhen:)`` reads it.
  ///
  /// ```swift
  /// let data = try GherkinCommand.wholeFile("Specs/Macho/Counter.feature")
  /// ```
  public static func wholeFile(_ path: String) throws -> Data {
    try NamedFile.read(path)
  }

  /// Why `path` could not be read, in words, with what to do (never the platform's error text);
  /// a reader of its own (a test's) that fails otherwise has the path looked at.
  static func whyUnreadable(_ path: String, _ error: any Error) -> String {
    var reason = (error as? Unreadable)?.reason
    if reason == nil {
      do {
        if try NamedFile.kind(of: path) == .folder { reason = .folder }
      } catch {
        reason = error.reason
      }
    }
    switch reason {
    case .folder?: return "it is a folder. Give the scenario files in it, e.g. '\(path)'/*.feature."
    case let reason?: return Unreadable(path: path, reason: reason).description
    case nil: return "it could not be read. Check that it is a file you may read."
    }
  }
}
