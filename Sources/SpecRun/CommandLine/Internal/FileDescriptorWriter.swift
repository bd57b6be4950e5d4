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

  private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) throws(OutputError) {
    guard let base = bytes.baseAddress else { return }
    var written = 0
    while written < bytes.count {
      let count = systemWrite(descriptor, base + written, bytes.count - written)
      if count < 0 {
        if errno == EINTR { continue }
        throw OutputError(code: errno)
      }
      written += count
    }
  }

  /// Writes `text` to `path` whole or not at all: into a temporary file in the same folder, then
  /// renamed over `path`, so a reader never sees half a report.
  static func replaceFile(at path: String, with text: String) throws {
    try replaceFile(at: path) { write in try write(text) }
  }

  /// Writes the text `makeReport` hands its `write` function, piece by piece, to `path`, whole or
  /// not at all (a temporary file renamed over `path`; removed if a piece cannot be written or
  /// `makeReport` throws). Pieces are gathered into blocks of about 64 KB, so a large report is
  /// never held as one string.
  ///
  /// ```swift
  /// try FileDescriptorWriter.replaceFile(at: "report.xml") { write in
  ///   for line in lines { try write(line) }
  /// }
  /// ```
  static func replaceFile(at path: String, writing makeReport: (_ write: (String) throws -> Void) throws -> Void) throws {
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
    do {
      var block = ""
      block.reserveCapacity(blockSize)
      try makeReport { piece in
        block += piece
        if block.utf8.count >= blockSize {
          try write(block, to: descriptor)
          block.removeAll(keepingCapacity: true)
        }
      }
      try write(block, to: descriptor)
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

  private static let blockSize = 1 << 16

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
