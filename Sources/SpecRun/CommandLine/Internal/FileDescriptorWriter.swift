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
    var bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes.withUnsafeMutableBytes { buffer in
        systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
      }
      if count < 0 {
        if errno == EINTR { continue }
        throw OutputError(code: errno)
      }
      written += count
    }
  }

  /// Writes `text` to `path` whole or not at all: into a temporary file in the same folder, then
  /// renamed over `path`, so a reader never sees half a report.
  static func replaceFile(at path: String, with text: String) throws(OutputError) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw OutputError(code: FileManager.default.fileExists(atPath: folder) ? ENOTDIR : EACCES)
    }
    let temporary = folder + "/." + url.lastPathComponent + ".specrun-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw OutputError(code: errno) }
    do throws(OutputError) {
      try write(text, to: descriptor)
      guard fsync(descriptor) == 0 else { throw OutputError(code: errno) }
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    guard close(descriptor) == 0, rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw OutputError(code: code)
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
