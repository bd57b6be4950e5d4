import CucumberMessages
import Foundation
import SharedFixtures
import SpecRun

/// One sample of the Cucumber Compatibility Kit in `../shared/conformance/cck/<name>`: its
/// scenario files and the message stream the reference runner produced for them.
///
/// ```swift
/// let sample = try CCKSample("minimal")
/// let run = await sample.run(CCKLibraries.minimal)
/// #expect(run.normalised == sample.expectedNormalised)
/// ```
struct CCKSample {
  let name: String
  let folder: URL

  init(_ name: String) throws {
    self.name = name
    self.folder = try SharedConformance.folder("cck/\(name)")
  }

  /// The kit's stream, one JSON object per envelope.
  func expected() throws -> [[String: Any]] {
    try Self.objects(ndjson: Data(contentsOf: folder.appendingPathComponent("\(name).ndjson")))
  }

  /// Runs `library` over the sample's scenario files with the default options, which are the kit's
  /// reference runner's (strict: undefined and pending steps fail the run), returning every envelope.
  @MainActor
  func run(_ library: StepLibrary, options adjust: (inout RunOptions) -> Void = { _ in }) async throws -> [Messages
    .Envelope]
  {
    var options = RunOptions()
    options.selections = [RunOptions.Selection(path: folder.path)]
    adjust(&options)
    // The kit's samples drive no scenario store, and its reference runner has no exhaustive check.
    var library = library
    library.checksEveryChangeDescribed = false
    var envelopes: [Messages.Envelope] = []
    let runner = SpecRunner(library: library, options: options) { envelopes.append($0) }
    _ = await runner.run()
    return envelopes
  }

  /// Envelopes as JSON objects, through the runner's own encoding.
  static func objects(_ envelopes: [Messages.Envelope]) throws -> [[String: Any]] {
    let encoder = JSONEncoder()
    return try envelopes.map { try object(encoder.encode($0)) }
  }

  static func objects(ndjson: Data) throws -> [[String: Any]] {
    try String(decoding: ndjson, as: UTF8.self).split(separator: "\n").map { try object(Data($0.utf8)) }
  }

  private static func object(_ data: Data) throws -> [String: Any] {
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw CCKSampleError("an envelope is not a JSON object: \(String(decoding: data, as: UTF8.self))")
    }
    return object
  }

  /// The normalised streams side by side, and a readable account of where they part.
  static func differences(actual: [String], expected: [String], limit: Int = 4) -> String? {
    guard actual != expected else { return nil }
    var lines: [String] = []
    for index in 0..<max(actual.count, expected.count) {
      let mine = index < actual.count ? actual[index] : "(nothing)"
      let theirs = index < expected.count ? expected[index] : "(nothing)"
      guard mine != theirs else { continue }
      lines.append("envelope \(index):\n  specrun: \(mine)\n  kit:     \(theirs)")
      if lines.count == limit { break }
    }
    return "streams differ (\(actual.count) envelopes from specrun, \(expected.count) in the kit):\n"
      + lines.joined(separator: "\n")
  }
}

struct CCKSampleError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

/// The kit's stream as if the run had selected only some pickles, as `--tags` does: test cases
/// of the other pickles, everything that ran for them, and their suggestions are removed, and
/// `testRunFinished.success` says whether what is left has no failing (strict) result.
enum CCKSelection {
  static func keeping(_ envelopes: [[String: Any]], pickles keep: ([String: Any]) -> Bool) -> [[String: Any]] {
    var droppedPickles = Set<String>()
    var droppedPickleSteps = Set<String>()
    for envelope in envelopes {
      guard let pickle = envelope["pickle"] as? [String: Any], !keep(pickle) else { continue }
      droppedPickles.insert(pickle["id"] as! String)
      for step in pickle["steps"] as? [[String: Any]] ?? [] { droppedPickleSteps.insert(step["id"] as! String) }
    }
    var droppedCases = Set<String>()
    var droppedStarts = Set<String>()
    var failing = false
    var result: [[String: Any]] = []
    for envelope in envelopes {
      if let testCase = envelope["testCase"] as? [String: Any], droppedPickles.contains(testCase["pickleId"] as! String)
      {
        droppedCases.insert(testCase["id"] as! String)
        continue
      }
      if let started = envelope["testCaseStarted"] as? [String: Any],
        droppedCases.contains(started["testCaseId"] as! String)
      {
        droppedStarts.insert(started["id"] as! String)
        continue
      }
      let startedID = envelope.values.compactMap { ($0 as? [String: Any])?["testCaseStartedId"] as? String }.first
      if let startedID, droppedStarts.contains(startedID) { continue }
      if let suggestion = envelope["suggestion"] as? [String: Any],
        droppedPickleSteps.contains(suggestion["pickleStepId"] as! String)
      {
        continue
      }
      if let finished = envelope["testStepFinished"] as? [String: Any],
        let status = (finished["testStepResult"] as? [String: Any])?["status"] as? String,
        ["FAILED", "AMBIGUOUS", "UNDEFINED", "PENDING"].contains(status)
      {
        failing = true
      }
      var envelope = envelope
      if var finished = envelope["testRunFinished"] as? [String: Any] {
        finished["success"] = !failing
        envelope["testRunFinished"] = finished
      }
      result.append(envelope)
    }
    return result
  }
}
