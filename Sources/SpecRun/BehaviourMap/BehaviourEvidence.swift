import EvergreenTesting
import Foundation
import Gherkin

/// What a behaviour map is made of beyond the message stream: the apps' action declarations, the
/// actions the run's scenarios recorded, and the tests' side when `--behaviour-tests` gave it.
///
/// ```swift
/// let evidence = BehaviourEvidence(catalog: SeedApps.catalog(), scenarioLog: runner.actionLog, testUses: nil)
/// let map = evidence.map(runner.query)
/// ```
public struct BehaviourEvidence: Sendable {
  package var apps: [BehaviourMap.AppSources]
  /// The scenarios' side, filled while the run goes on; `nil` when no run recorded it.
  public var scenarioLog: ActionUseLog?
  /// The tests' side, `nil` when not given.
  public var testUses: [ActionUse]?

  /// Reads the sources of each app of `catalog` (``SpecApp/sourcesFolder``); an app whose folder
  /// cannot be read gets a problem the map shows.
  public init(catalog: SpecCatalog, scenarioLog: ActionUseLog?, testUses: [ActionUse]?) {
    apps = catalog.apps.map { app in
      guard let folder = app.sourcesFolder else {
        return .init(
          name: app.name, declarations: [],
          problem:
            "The app's Swift sources are not known: give their folder as SpecCatalog(steps: …, sources: \"Sources/MyApp\") or SpecApp(…, sources:)."
        )
      }
      do {
        return .init(name: app.name, declarations: try ActionDeclarationReader.read(folder: folder))
      } catch {
        return .init(name: app.name, declarations: [], problem: "\(error)")
      }
    }
    self.scenarioLog = scenarioLog
    self.testUses = testUses
  }

  package init(apps: [BehaviourMap.AppSources], scenarioLog: ActionUseLog?, testUses: [ActionUse]?) {
    self.apps = apps
    self.scenarioLog = scenarioLog
    self.testUses = testUses
  }

  /// The map, naming each scenario's feature as its `Feature:` line in `query` does.
  public func map(_ query: MessageQuery) -> BehaviourMap {
    var featureNames: [String: String] = [:]
    for document in query.documents {
      if let uri = document.uri, let name = document.feature?.name { featureNames[uri] = name }
    }
    return BehaviourMap(apps: apps, scenarioUses: scenarioLog?.uses, testUses: testUses, featureNames: featureNames)
  }

  /// The tests' side a file written by `swift test` holds (see `TestSideBehaviourMap`), or a
  /// message naming the file and what is wrong with it.
  public static func readTestSide(_ path: String) throws(UsageError) -> [ActionUse] {
    let hint = "Write it with \(TestSideBehaviourMap.environmentVariable)=\(path) swift test."
    let data: Data
    do {
      data = try NamedFile.read(path)
    } catch {
      throw UsageError("specrun: --behaviour-tests \(path): \(error) \(hint)")
    }
    do {
      _ = try PositionedJSON.parse(String(decoding: data, as: UTF8.self))
    } catch {
      throw UsageError("\(path):\(error.position.line):\(error.position.column): \(error.message) \(hint)")
    }
    guard let contents = try? JSONDecoder().decode(TestSideBehaviourMap.Contents.self, from: data),
      contents.format == TestSideBehaviourMap.Contents.formatName
    else {
      throw UsageError(
        "\(path):1:1: this is not the tests' side of a behaviour map (an object with \"format\": \"\(TestSideBehaviourMap.Contents.formatName)\" and its \"uses\"). \(hint)"
      )
    }
    return contents.uses
  }
}
