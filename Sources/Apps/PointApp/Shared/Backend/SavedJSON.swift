import Foundation

/// The bytes ``PointAppBackend`` saves: what survives a restart (``PointAppBackend/Saved``) as
/// `JSONEncoder` writes it with sorted keys, made part by part so that a save encodes again only
/// what changed since the last one. The ledger only grows, and every change saved the whole of it:
/// here each entry is encoded once and kept beside it, and each other part is kept until it
/// differs. The bytes are the same as encoding the whole value at once.
///
/// ```swift
/// var json = SavedJSON()
/// let data = try json.encode(storage.saved)   // == JSONEncoder (.sortedKeys).encode(storage.saved)
/// ```
struct SavedJSON {
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return encoder
  }()
  /// Each ledger entry encoded so far, in ledger order.
  private var ledger: [(entry: PointTransaction, json: Data)] = []
  private var achievements = KeptJSON<[Achievement]>()
  private var answered = KeptJSON<[String]>()
  private var missions = KeptJSON<[PointAppBackend.Saved.Day]>()
  private var streak = KeptJSON<Streak>()

  /// `saved` as `JSONEncoder` with `.sortedKeys` encodes it.
  mutating func encode(_ saved: PointAppBackend.Saved) throws -> Data {
    var json = Data("{\"achievements\":".utf8)
    json += try achievements.json(of: saved.achievements, encoder)
    json += Data(",\"answered\":".utf8)
    json += try answered.json(of: saved.answered, encoder)
    json += Data(",\"ledger\":[".utf8)
    for (position, entry) in saved.ledger.enumerated() {
      if position > 0 { json.append(UInt8(ascii: ",")) }
      json += try ledgerJSON(of: entry, at: position)
    }
    if ledger.count > saved.ledger.count { ledger.removeLast(ledger.count - saved.ledger.count) }
    json += Data("],\"missions\":".utf8)
    json += try missions.json(of: saved.missions, encoder)
    json += Data(",\"streak\":".utf8)
    json += try streak.json(of: saved.streak, encoder)
    json.append(UInt8(ascii: "}"))
    return json
  }

  /// The entry at `position` of the ledger, encoded: as kept when the entry there is the same.
  private mutating func ledgerJSON(of entry: PointTransaction, at position: Int) throws -> Data {
    if position < ledger.count, ledger[position].entry == entry { return ledger[position].json }
    let json = try encoder.encode(entry)
    if position < ledger.count { ledger[position] = (entry, json) } else { ledger.append((entry, json)) }
    return json
  }
}

/// A part of the saved value with its JSON, encoded again only when the part differs.
private struct KeptJSON<Value: Encodable & Equatable> {
  private var kept: (value: Value, json: Data)?

  mutating func json(of value: Value, _ encoder: JSONEncoder) throws -> Data {
    if let kept, kept.value == value { return kept.json }
    let json = try encoder.encode(value)
    kept = (value, json)
    return json
  }
}
