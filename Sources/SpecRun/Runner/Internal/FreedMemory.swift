import Foundation

/// Hands the memory the allocator keeps free back to the system.
///
/// glibc keeps what a thread frees in that thread's arena, resident, for the thread's next
/// allocations. Loading a large scenario file frees the parser's values on the main thread, while
/// much of what the run keeps afterwards is allocated by the threads scenarios run on, so that
/// freed memory would stay resident beside it for the whole run (about 80 MB for a 5 MB file in
/// `evergreen-bench memory`). `malloc_trim` gives it back. Elsewhere (macOS, musl) this does
/// nothing: their allocators return memory on their own, or have no such call.
///
/// ```swift
/// FreedMemory.giveBack(after: loadedBytes)   // only worth its time after a large phase
/// ```
enum FreedMemory {
  /// Below this many bytes of scenario text, what a phase frees is too little to be worth a trim.
  static let worthwhileBytes = 1_000_000

  /// Gives free memory back when `bytes` (what the phase just ended handled) is large enough for
  /// it to matter.
  static func giveBack(after bytes: Int) {
    guard bytes >= worthwhileBytes else { return }
    #if os(Linux)
      // glibc's malloc_trim is not in the Glibc module's headers, so it is looked up by name;
      // a C library without it (musl) just has nothing to give back this way.
      typealias Trim = @convention(c) (Int) -> Int32
      guard let symbol = dlsym(nil, "malloc_trim") else { return }
      _ = unsafeBitCast(symbol, to: Trim.self)(0)
    #endif
  }
}
