import CucumberMessages
import Foundation

/// Renames every id an envelope holds or refers to (`id`, each `…Id`, each `…Ids` and
/// `astNodeIds`), whatever its message type, through its JSON form: one rule for every message
/// of the schema, so a message type added later is renamed too.
///
/// ```swift
/// let renamed = try MessageIDRewriter.rename(envelope) { "s2." + $0 }
/// ```
enum MessageIDRewriter {
  static func rename(_ envelope: Messages.Envelope, _ newID: (String) -> String) throws -> Messages.Envelope {
    let object = try JSONSerialization.jsonObject(with: Data(MessageStream.encode(envelope).utf8))
    let renamed = rename(object, key: nil, newID)
    return try JSONDecoder().decode(Messages.Envelope.self, from: JSONSerialization.data(withJSONObject: renamed))
  }

  private static func isID(_ key: String) -> Bool { key == "id" || key.hasSuffix("Id") }
  private static func isIDList(_ key: String) -> Bool { key.hasSuffix("Ids") }

  private static func rename(_ value: Any, key: String?, _ newID: (String) -> String) -> Any {
    if let key, let id = value as? String, isID(key) { return newID(id) }
    if let key, let ids = value as? [String], isIDList(key) { return ids.map(newID) }
    if let object = value as? [String: Any] {
      var renamed: [String: Any] = [:]
      for (name, member) in object { renamed[name] = rename(member, key: name, newID) }
      return renamed
    }
    if let array = value as? [Any] { return array.map { rename($0, key: nil, newID) } }
    return value
  }
}
