import Foundation

/// A message stream (NDJSON) as a sorted list of lines with what differs between two runs of the
/// same scenarios in different lanes taken out: times, durations and worker ids; a scenario's
/// start id is named by its test case and attempt, a suggestion's by its step (those ids are
/// handed out as attempts end, in whatever order they end).
///
/// ```swift
/// #expect(comparableMessages(parallel).difference(from: comparableMessages(serial)).isEmpty)
/// ```
public func comparableMessages(_ stream: String) -> [String] {
  let objects = stream.split(separator: "\n").compactMap {
    try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
  }
  var names: [String: String] = [:]
  for object in objects {
    if let started = object["testCaseStarted"] as? [String: Any], let id = started["id"] as? String {
      names[id] = "started \(started["testCaseId"] ?? "") \(started["attempt"] ?? "")"
    }
    if let suggestion = object["suggestion"] as? [String: Any], let id = suggestion["id"] as? String {
      names[id] = "suggestion for \(suggestion["pickleStepId"] ?? "")"
    }
  }
  func masked(_ value: Any) -> Any {
    switch value {
    case let object as [String: Any]:
      return object.filter { !["timestamp", "duration", "workerId"].contains($0.key) }.mapValues(masked)
    case let array as [Any]: return array.map(masked)
    case let text as String: return names[text] ?? text
    default: return value
    }
  }
  return objects.map { object in
    let data = try! JSONSerialization.data(withJSONObject: masked(object), options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }.sorted()
}
