import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `specrun lsp`: a ``LanguageServer`` over standard input and output. Reads framed messages
/// until the client sends `exit` (exit code 0 after `shutdown`, 1 without) or closes its end
/// (EOF: 0 after `shutdown`, otherwise 1, said on standard error). Only protocol messages go to
/// standard output.
enum LanguageServerCommand {
  /// Serves `catalog`'s apps until the client leaves; returns the exit code.
  static func run(catalog: SpecCatalog) async -> Int32 {
    await withCheckedContinuation { continuation in
      // Reading blocks: a thread of its own, never the main actor or a shared concurrency thread.
      let thread = Thread {
        continuation.resume(returning: serve(catalog: catalog, input: 0, output: 1))
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
  }

  /// The read–answer loop over file descriptors `input` and `output`.
  static func serve(catalog: SpecCatalog, input: Int32, output: Int32) -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    let server = LanguageServer(catalog: catalog)
    var framing = MessageFraming()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    func send(_ message: RPCValue) -> Bool {
      writeAll(MessageFraming.frame(message.data), to: output)
    }
    while true {
      while let next = framing.next() {
        let replies: [RPCValue]
        switch next {
        case .message(let body): replies = server.receive(body)
        case .badHeader(let problem):
          replies = [
            LanguageServer.error(
              id: .null, .parseError,
              "Unreadable message framing: \(problem). Each message starts with Content-Length: N and an empty line.")
          ]
        }
        for reply in replies where !send(reply) { return server.exitCode ?? 1 }
        if let code = server.exitCode { return code }
      }
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        if server.isShutDown { return 0 }
        FileHandle.standardError.write(
          Data("specrun lsp: the client closed the connection without shutdown and exit; stopping.\n".utf8))
        return 1
      }
      framing.append(Data(buffer[0..<count]))
    }
  }

  /// Writes all of `data`; false when the client's end is gone.
  private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }
}
