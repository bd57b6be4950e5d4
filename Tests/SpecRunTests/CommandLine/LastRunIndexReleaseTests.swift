import Foundation
import Testing

@testable import SpecRun

@MainActor
@Suite("The last run's index is let go of behind, not on the main thread")
struct LastRunIndexReleaseTests {
  @Test("what was kept is moved out, and freed on the release thread, not the main actor's")
  func freedBehind() {
    let record = FreeingRecord()
    var kept: FreedProbe? = FreedProbe(record)
    LastRunIndex.release(&kept)
    #expect(kept == nil)
    ReleasedBehind.waitUntilReleased()
    #expect(record.freed)
    #expect(record.freedOnAnotherThread)
  }

  @Test("nothing kept: nothing to let go of")
  func nothingKept() {
    var kept: FreedProbe? = nil
    LastRunIndex.release(&kept)
    #expect(kept == nil)
  }
}
