import Foundation
import SpecRun
import Synchronization

/// A `CommandIO` that keeps what `specrun` writes, reads `input` as standard input and the
/// profiles of `profileFolder`, and fails standard output, a report file or standard input with
/// an `errno` when asked.
final class UserIO: Sendable {
  private let written = Mutex((out: "", error: ""))
  let input: Data
  let profileFolder: String?
  let outFailure: Int32?
  let fileFailure: Int32?

  init(input: Data = Data(), profileFolder: String? = nil, out: Int32? = nil, file: Int32? = nil) {
    self.input = input
    self.profileFolder = profileFolder
    outFailure = out
    fileFailure = file
  }

  var out: String { written.withLock { $0.out } }
  var error: String { written.withLock { $0.error } }

  var io: CommandIO {
    CommandIO(
      writeOut: { text in
        if let code = self.outFailure { throw OutputError(code: code) }
        self.written.withLock { $0.out += text }
      },
      writeError: { text in self.written.withLock { $0.error += text } },
      readInput: { self.input },
      writeFile: { _, _ in if let code = self.fileFailure { throw OutputError(code: code) } },
      colors: false, profileFolder: profileFolder)
  }
}
