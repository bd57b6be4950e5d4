import Foundation
import Synchronization

/// A real `specrun lsp` process that a test speaks the protocol to: framed JSON on its standard
/// input, framed JSON read back from its standard output (collected on the pipe's own thread).
final class LanguageServerProcess {
  private final class Output: Sendable {
    let bytes = Mutex(Data())
    let error = Mutex("")
  }

  private let process = Process()
  private let input = Pipe()
  private let output = Output()
  /// The messages (by position) the test has already taken.
  private var taken = Set<Int>()

  /// Starts the built `specrun lsp` in `folder` (the package root, for its `Specs/`).
  init(in folder: String) throws {
    process.executableURL = URL(fileURLWithPath: SpecRunProcess.executable ?? "specrun")
    process.arguments = ["lsp"]
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let out = Pipe()
    let error = Pipe()
    process.standardInput = input
    process.standardOutput = out
    process.standardError = error
    out.fileHandleForReading.readabilityHandler = { [output] handle in
      let data = handle.availableData
      output.bytes.withLock { $0.append(data) }
    }
    error.fileHandleForReading.readabilityHandler = { [output] handle in
      let text = String(decoding: handle.availableData, as: UTF8.self)
      output.error.withLock { $0 += text }
    }
    try process.run()
  }

  var standardError: String { output.error.withLock { $0 } }

  /// Sends `json` framed with its Content-Length.
  func send(_ json: String) {
    sendRaw(Data("Content-Length: \(json.utf8.count)\r\n\r\n".utf8) + Data(json.utf8))
  }

  func sendRaw(_ bytes: Data) { try? input.fileHandleForWriting.write(contentsOf: bytes) }

  /// Closes the server's standard input, as a client that went away.
  func closeInput() { try? input.fileHandleForWriting.close() }

  /// Every message the server wrote so far, parsed.
  private func messages() -> [[String: Any]] {
    var data = output.bytes.withLock { $0 }
    var messages: [[String: Any]] = []
    let separator = Data("\r\n\r\n".utf8)
    while let end = data.range(of: separator) {
      let header = String(decoding: data[data.startIndex..<end.lowerBound], as: UTF8.self)
      guard
        let length = Int(
          header.replacingOccurrences(of: "Content-Length:", with: "").trimmingCharacters(in: .whitespaces)),
        data.count - (end.upperBound - data.startIndex) >= length
      else { break }
      let body = data[end.upperBound..<(end.upperBound + length)]
      messages.append((try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:])
      data = Data(data[(end.upperBound + length)...])
    }
    return messages
  }

  /// The first message not taken before that satisfies `condition`, waiting up to `limit`
  /// (generous: a loaded machine is slow, not wrong).
  func next(limit: Duration = .seconds(60), where condition: ([String: Any]) -> Bool) async -> [String: Any]? {
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
      let all = messages()
      if let index = all.indices.first(where: { !taken.contains($0) && condition(all[$0]) }) {
        taken.insert(index)
        return all[index]
      }
      try? await Task.sleep(for: .milliseconds(20))
    }
    return nil
  }

  /// The response to request `id`.
  func response(to id: Int, limit: Duration = .seconds(60)) async -> [String: Any]? {
    await next(limit: limit) { ($0["id"] as? Int) == id }
  }

  /// The next diagnostics published for `uri`.
  func diagnostics(for uri: String) async -> [[String: Any]]? {
    let message = await next { message in
      message["method"] as? String == "textDocument/publishDiagnostics"
        && (message["params"] as? [String: Any])?["uri"] as? String == uri
    }
    return (message?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
  }

  /// The exit status once the process ended, or nil (after killing it) when it did not end
  /// within `limit`.
  func exitStatus(limit: Duration = .seconds(60)) async -> (status: Int32, reason: Process.TerminationReason)? {
    let deadline = ContinuousClock.now + limit
    while process.isRunning && ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(20)) }
    guard !process.isRunning else {
      process.terminate()
      return nil
    }
    return (process.terminationStatus, process.terminationReason)
  }

  deinit { if process.isRunning { process.terminate() } }
}
