import Foundation
import Testing

@testable import SpecRun

@Suite("What a finished run leaves behind, freed on a thread of its own")
struct ReleasedBehindTests {
  @Test("a value handed over is freed on another thread, and waiting returns once it is freed")
  func handedOverValueIsFreedBehind() {
    let record = FreeingRecord()
    ReleasedBehind.release(FreedProbe(record))
    ReleasedBehind.waitUntilReleased()
    #expect(record.freed)
    #expect(record.freedOnAnotherThread)
  }

  @Test("a held value is freed behind once the last copy of its holder is gone, not before")
  func heldValueIsFreedBehindWithItsLastHolder() {
    let record = FreeingRecord()
    var first: ReleasedBehind.Held<FreedProbe>? = ReleasedBehind.Held(FreedProbe(record))
    var second = first
    first = nil
    ReleasedBehind.waitUntilReleased()
    #expect(!record.freed)
    #expect(second?.value.record === record)
    second = nil
    ReleasedBehind.waitUntilReleased()
    #expect(record.freed)
    #expect(record.freedOnAnotherThread)
  }

  @Test("every held value is freed behind, however soon the release thread gets to it")
  func heldValuesAreFreedBehindEveryTime() {
    let records = (0..<200).map { _ in FreeingRecord() }
    for record in records {
      _ = ReleasedBehind.Held(FreedProbe(record))
    }
    ReleasedBehind.waitUntilReleased()
    #expect(records.allSatisfy { $0.freed })
    #expect(records.allSatisfy { $0.freedOnAnotherThread })
  }

  @Test("a value handed over is freed behind every time, however soon the release thread gets to it")
  func handedOverValuesAreFreedBehindEveryTime() {
    let records = (0..<200).map { _ in FreeingRecord() }
    for record in records {
      ReleasedBehind.release(FreedProbe(record))
    }
    ReleasedBehind.waitUntilReleased()
    #expect(records.allSatisfy { $0.freed })
    #expect(records.allSatisfy { $0.freedOnAnotherThread })
  }
}
