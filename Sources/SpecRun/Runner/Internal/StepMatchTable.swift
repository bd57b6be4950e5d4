/// The step texts a run has matched and their matches, found by hash in a small array of slots
/// (4 bytes each, at most half of them used), with the texts, their hashes and their matches kept
/// beside it in the order they came. A text new to the run finds an empty slot without touching
/// any text; a `[String: StepMatch]` sized for every step of a large run was a table of 24-byte
/// buckets whose probes missed the cache for nearly every step (``StepMatchMemo``'s look-ups cost
/// as much as matching the new texts).
///
/// ```swift
/// var table = StepMatchTable()
/// table.reserve(8_000)                          // room for that many texts, never growing
/// let hash = text.hashValue
/// if table.match(of: text, hash: hash) == nil { table.set(match, of: text, hash: hash) }
/// ```
struct StepMatchTable: Sendable {
  /// By hash (masked, then the next slot on a collision): an entry's position plus one; 0 where
  /// none.
  private var slots: [Int32] = []
  private var hashes: [Int] = []
  private var texts: [String] = []
  private var matches: [StepMatch] = []

  /// How many texts the table holds.
  var count: Int { texts.count }

  /// Makes room for `count` texts at once, so a run of that many new texts never grows the table.
  mutating func reserve(_ count: Int) {
    hashes.reserveCapacity(count)
    texts.reserveCapacity(count)
    matches.reserveCapacity(count)
    if slots.count < count * 2 { rehash(slotCount: Self.slotCount(for: count)) }
  }

  /// The match kept for `text`, whose `hashValue` is `hash`.
  func match(of text: String, hash: Int) -> StepMatch? {
    entry(of: text, hash: hash).entry.map { matches[$0] }
  }

  /// Keeps `match` for `text`, whose `hashValue` is `hash`, replacing the one it had.
  mutating func set(_ match: StepMatch, of text: String, hash: Int) {
    if (texts.count + 1) * 2 > slots.count { rehash(slotCount: Self.slotCount(for: texts.count + 1)) }
    let (entry, slot) = entry(of: text, hash: hash)
    if let entry {
      matches[entry] = match
      return
    }
    hashes.append(hash)
    texts.append(text)
    matches.append(match)
    slots[slot] = Int32(texts.count)
  }

  /// The position of `text`'s entry, or `nil` and the empty slot where it would go.
  private func entry(of text: String, hash: Int) -> (entry: Int?, slot: Int) {
    guard !slots.isEmpty else { return (nil, 0) }
    let mask = slots.count - 1
    var slot = hash & mask
    while slots[slot] != 0 {
      let entry = Int(slots[slot]) - 1
      if hashes[entry] == hash, texts[entry] == text { return (entry, slot) }
      slot = (slot + 1) & mask
    }
    return (nil, slot)
  }

  /// A power of two at least twice `count` (and at least 16).
  private static func slotCount(for count: Int) -> Int {
    var size = 16
    while size < count * 2 { size *= 2 }
    return size
  }

  /// Spreads the entries over `slotCount` slots.
  private mutating func rehash(slotCount: Int) {
    slots = Array(repeating: 0, count: slotCount)
    let mask = slotCount - 1
    for entry in hashes.indices {
      var slot = hashes[entry] & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(entry + 1)
    }
  }
}
