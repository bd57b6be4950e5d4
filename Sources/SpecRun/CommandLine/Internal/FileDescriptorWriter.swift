import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes bytes to a file descriptor with `write(2)`, throwing ``OutputError`` instead of
/// trapping (as `FileHandle.write(_:)` does) when the system refuses them.
enum FileDescriptorWriter {
  static func write(_ text: String, to descriptor: Int32) throws(OutputError) {
    var text = text
    let failure = text.withUTF8 { bytes -> OutputError? in
      do throws(OutputError) {
        try write(bytes, to: descriptor)
        return nil
      } catch {
        return error
      }
    }
    if let failure { throw failure }
  }

  static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) throws(OutputError) {
    guard let base = bytes.baseAddress else { return }
    var written = 0
    while written < bytes.count {
      let count = systemWrite(descriptor, base + written, bytes.count - written)
      if count < 0 {
        let code = errno
        if code == EINTR { continue }
        if code == EAGAIN || code == EWOULDBLOCK {
          // A descriptor inherited in non-blocking mode: wait until it takes more.
          var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&waiting, 1, 1000)
          continue
        }
        throw OutputError(code: code)
      }
      written += count
    }
  }

  private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
      Musl.write(descriptor, bytes, count)
    #else
      Darwin.write(descriptor, bytes, count)
    #endif
  }
}
