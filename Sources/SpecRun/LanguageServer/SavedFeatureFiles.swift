import Foundation

/// The analyses of feature files as saved on disk, for requests that read the files an editor
/// has not opened (references, workspace symbols): a file is analysed again only when its
/// modification date changes.
///
/// ```swift
/// let saved = SavedFeatureFiles()
/// saved.analysis("/app/Specs/Macho/Counter.feature", catalog: catalog, cache: cache)?.stepLines   // [4, 5, 6]
/// ```
final class SavedFeatureFiles {
  private var analyses: [String: (modified: Date?, analysis: FeatureFileAnalysis)] = [:]

  init() {}

  /// The saved file's analysis, made again only when the file changed; `nil` when it cannot be read.
  func analysis(_ path: String, catalog: SpecCatalog, cache: FeatureFileAnalysis.MatchCache) -> FeatureFileAnalysis? {
    let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    if let known = analyses[path], known.modified == modified { return known.analysis }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      analyses[path] = nil
      return nil
    }
    let analysis = FeatureFileAnalysis(text: text, path: path, catalog: catalog, cache: cache)
    analyses[path] = (modified, analysis)
    return analysis
  }

  /// The `.feature` files under `folder`, recursively, as absolute paths.
  static func featureFiles(under folder: String) -> [String] {
    let root = AppFolders.absolute(folder)
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".feature") }.sorted()
      .map { (root as NSString).appendingPathComponent($0) }
  }
}
