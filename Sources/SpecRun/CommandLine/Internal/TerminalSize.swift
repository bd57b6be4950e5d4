import Foundation

/// The width of the terminal a file descriptor writes to, as the terminal reports it (it changes
/// when the window is resized), or `COLUMNS` from the environment.
///
/// ```swift
/// TerminalSize.columns(ofDescriptor: STDOUT_FILENO)   // 120, or nil for a pipe
/// ```
enum TerminalSize {
  static func columns(ofDescriptor descriptor: Int32) -> Int? {
    var size = winsize()
    #if canImport(Glibc)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = TIOCGWINSZ
    #endif
    if ioctl(descriptor, request, &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    return ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
  }
}
