import Foundation

/// The scenario files under some paths, each with its modification time, size and file number,
/// so that two snapshots taken apart say which files changed, appeared or went away. Plain
/// `stat` through `FileManager`: the same on Linux and Apple platforms, no file events needed.
///
/// ```swift
/// let before = ScenarioFileSnapshot(["Specs"])
/// // … a file is saved …
/// ScenarioFileSnapshot(["Specs"]).changes(since: before).changed   // ["Specs/Macho/Counter.feature"]
/// ```
struct ScenarioFileSnapshot: Equatable {
  private struct Stamp: Equatable {
    var modified: Date?
    var size: UInt64?
    var fileNumber: UInt64?
  }

  /// What differs between two snapshots, each list in file order.
  struct Changes: Equatable {
    var changed: [String] = []
    var added: [String] = []
    var deleted: [String] = []

    var isEmpty: Bool { changed.isEmpty && added.isEmpty && deleted.isEmpty }
    /// The files whose scenarios should run again.
    var affected: [String] { changed + added }
  }

  private var files: [String] = []
  private var stamps: [String: Stamp] = [:]

  init(_ paths: [String]) {
    for file in FeatureLoader().discover(paths).files {
      // A file that went away between the search and this look is left for the next snapshot.
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: file) else { continue }
      files.append(file)
      stamps[file] = Stamp(
        modified: attributes[.modificationDate] as? Date, size: (attributes[.size] as? NSNumber)?.uint64Value,
        fileNumber: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
    }
  }

  func changes(since earlier: ScenarioFileSnapshot) -> Changes {
    var changes = Changes()
    for file in files {
      guard let before = earlier.stamps[file] else {
        changes.added.append(file)
        continue
      }
      if before != stamps[file] { changes.changed.append(file) }
    }
    changes.deleted = earlier.files.filter { stamps[$0] == nil }
    return changes
  }
}
