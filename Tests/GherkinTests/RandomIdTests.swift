import Foundation
import Gherkin
import Testing

@Suite("Random ids are version 4 UUIDs in lower case that never repeat within a run")
struct RandomIdTests {
  @Test("every id reads as a version 4, variant 1 UUID in lower case, as Foundation reads it back")
  func shape() {
    let ids = IdGenerator(.uuid)
    for _ in 0..<1_000 {
      let id = ids.newId()
      #expect(
        id.range(
          of: #"^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"#, options: .regularExpression)
          != nil, "\(id)")
      #expect(UUID(uuidString: id)?.uuidString.lowercased() == id)
    }
  }

  @Test("100,000 ids of one run, and the first ids of two runs, are all different")
  func unique() {
    let ids = IdGenerator(.uuid)
    let made = (0..<100_000).map { _ in ids.newId() }
    #expect(Set(made).count == made.count)
    #expect(IdGenerator(.uuid).newId() != IdGenerator(.uuid).newId())
  }
}
