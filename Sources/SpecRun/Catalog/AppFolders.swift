import Foundation

/// Which app a scenario file belongs to, by the folder it is in: `Specs/Macho/Counter.feature`
/// is Macho's. Paths are compared as absolute, standardised paths, so `Specs/Macho`,
/// `./Specs/Macho/` and `/work/app/Specs/Macho` name the same folder.
///
/// ```swift
/// let folders = AppFolders(specsFolder: "Specs", apps: [("Macho", "Macho"), ("PinNest", "PinNest")])
/// folders.app(of: "Specs/PinNest/ピン一覧.feature")   // "PinNest"
/// folders.app(of: "Specs/Stray.feature")             // nil: belongs to no app
/// ```
public struct AppFolders: Sendable, Equatable {
  /// An app and its folder as written (`Specs/Macho`), or `nil` when it takes every file.
  public struct Entry: Sendable, Equatable {
    /// The app's name.
    public var name: String
    /// Its folder inside the specs folder (`Specs/Macho`), or `nil` when it takes every file.
    public var folder: String?
    fileprivate var absolute: String?
  }

  /// The apps, in the catalog's order.
  public private(set) var entries: [Entry]

  /// Apps by name and folder inside `specsFolder` (`nil`: the app takes every file).
  public init(specsFolder: String, apps: [(name: String, folder: String?)]) {
    entries = apps.map { app in
      let folder = app.folder.map { $0.isEmpty ? specsFolder : (specsFolder as NSString).appendingPathComponent($0) }
      return Entry(name: app.name, folder: folder, absolute: folder.map(Self.absolute))
    }
  }

  /// The index of the app whose folder holds `path` (the innermost, when folders nest), or `nil`.
  public func index(of path: String) -> Int? {
    let file = Self.absolute(path)
    var best: (index: Int, length: Int)?
    for (index, entry) in entries.enumerated() {
      guard let folder = entry.absolute else {
        if best == nil { best = (index, -1) }
        continue
      }
      let prefix = folder.hasSuffix("/") ? folder : folder + "/"
      if (file == folder || file.hasPrefix(prefix)) && folder.count > (best?.length ?? -2) {
        best = (index, folder.count)
      }
    }
    return best?.index
  }

  /// The indices of the apps whose scenario files `path` can hold: the app whose folder holds it
  /// (``index(of:)``) and every app whose folder is inside it, in the catalog's order.
  ///
  /// ```swift
  /// folders.indices(reachableFrom: "Specs/Macho/Counter.feature")   // [0]: Macho
  /// folders.indices(reachableFrom: "Specs")                         // [0, 1]: Macho and PinNest
  /// ```
  public func indices(reachableFrom path: String) -> [Int] {
    let start = Self.absolute(path)
    let prefix = start.hasSuffix("/") ? start : start + "/"
    let holder = index(of: path)
    return entries.indices.filter { index in
      guard index != holder else { return true }
      guard let folder = entries[index].absolute else { return false }
      return folder == start || folder.hasPrefix(prefix)
    }
  }

  /// The name of the app whose folder holds `path`.
  public func app(of path: String) -> String? { index(of: path).map { entries[$0].name } }

  /// Whether the run has several apps (reports then count each app on its own).
  public var hasSeveralApps: Bool { entries.count > 1 }

  /// `Specs/Macho, Specs/PinNest`: the folders, for messages.
  public var folderList: String { entries.compactMap(\.folder).joined(separator: ", ") }

  /// What to tell a user whose scenario file is in no app's folder; `isStream` when it is a FIFO
  /// or `<(…)`'s `/dev/fd/N`, which binds to an app only through a FIFO in the app's folder.
  public func unboundMessage(isStream: Bool = false) -> String {
    guard isStream, let first = entries.compactMap(\.folder).first else {
      return
        "this scenario file belongs to no app, so no step library replays it. Move it into one of the app folders ("
        + folderList + "), or bind its folder to an app's steps in the list of apps (SpecApp(\"Name\", steps: …)), "
        + "which specrun and swift test share."
    }
    return "this scenario file is a stream (a FIFO or <(…)) in no app's folder, so no step library replays it. "
      + "An app replays the files in its folder: make a FIFO there and name it (mkfifo \(first)/piped.feature), "
      + "or write the scenarios to a file there. The app folders: \(folderList)."
  }

  static func absolute(_ path: String) -> String {
    var standardized = URL(fileURLWithPath: path).standardizedFileURL.path
    while standardized.count > 1 && standardized.hasSuffix("/") { standardized.removeLast() }
    return standardized
  }
}
