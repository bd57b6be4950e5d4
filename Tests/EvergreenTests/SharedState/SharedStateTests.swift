import Evergreen
import EvergreenReporting
import EvergreenTesting
import Foundation
import Testing

/// Two features that hold the same balance.
private struct Wallet: Equatable {
  @Shared(.inMemory("balance")) var balance = 0
}
private struct Header: Equatable {
  @SharedReader(.inMemory("balance")) var balance = 0
}

private struct Settings: Codable, Equatable, Sendable {
  var name = "guest"
  var volume = 5
}

private let settingsURL = URL(fileURLWithPath: "/evergreen-tests/settings.json")

private struct Preferences: Equatable {
  static let sharedLine = #line + 1
  @Shared(.fileStorage(settingsURL)) var settings = Settings()
}

@Suite("Shared state: one value behind every @Shared with the same key")
struct SharedStateTests {
  @Test("a change through one @Shared is seen by every other holding the same key, readers included")
  func oneValue() {
    let wallet = Wallet()
    let other = Wallet()
    let header = Header()
    #expect(wallet.balance == 0)
    wallet.$balance.withLock { $0 += 30 }
    #expect(other.balance == 30)
    #expect(header.balance == 30)
    #expect(wallet.$balance.reader.wrappedValue == 30)
    #expect(wallet.$balance.keyDescription == #"inMemory("balance")"#)
  }

  @Test("in-memory values start afresh in each test (first of two)")
  func freshInEachTestA() {
    let wallet = Wallet()
    #expect(wallet.balance == 0)
    wallet.$balance.withLock { $0 = 1 }
  }

  @Test("in-memory values start afresh in each test (second of two)")
  func freshInEachTestB() {
    let wallet = Wallet()
    #expect(wallet.balance == 0)
    wallet.$balance.withLock { $0 = 2 }
  }

  @Test("Shared(value:) shares a value with no key through its projected value")
  func unkeyed() {
    let total = Shared(value: 1)
    let handedOn = total
    handedOn.withLock { $0 += 1 }
    #expect(total.wrappedValue == 2)
    #expect(Shared(value: 2) == total)
  }

  @Test("a file key reads the file on first use and writes JSON after each change, never the real disk")
  func fileStorageReadsAndWrites() throws {
    let files = FileStorage.inMemory()
    files.setContents(Data(#"{"name":"hana","volume":3}"#.utf8), of: settingsURL)
    let preferences = withDependencies {
      $0.defaultFileStorage = files
    } operation: {
      Preferences()
    }
    #expect(preferences.settings == Settings(name: "hana", volume: 3))
    preferences.$settings.withLock { $0.volume = 9 }
    let written = try JSONDecoder().decode(Settings.self, from: try #require(files.contents(of: settingsURL)))
    #expect(written == Settings(name: "hana", volume: 9))
    #expect(!FileManager.default.fileExists(atPath: settingsURL.path))
  }

  @Test("a corrupt file is reported where the @Shared is, kept aside, and the default value is used")
  func corruptFile() throws {
    let files = FileStorage.inMemory()
    files.setContents(Data("not json".utf8), of: settingsURL)
    var preferences: Preferences?
    let issues = IssueCollector.collect {
      preferences = withDependencies {
        $0.defaultFileStorage = files
      } operation: {
        Preferences()
      }
    }
    #expect(preferences?.settings == Settings())
    #expect(issues.count == 1)
    #expect(issues.first?.line == Preferences.sharedLine)
    #expect(issues.first?.message.hasPrefix("The file settings.json could not be read as Settings: ") == true)
    #expect(
      issues.first?.message.hasSuffix("It was moved aside to settings.json.corrupt, and the default value is used.")
        == true)
    #expect(files.contents(of: settingsURL.appendingPathExtension("corrupt")) == Data("not json".utf8))
    #expect(files.contents(of: settingsURL) == nil)
  }

  @Test("on the real disk, changes are written once they have settled for a second on the clock")
  func debouncedOnDisk() async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("evergreen-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("settings.json")
    let clock = TestClock()
    let shared = withDependencies {
      $0.defaultFileStorage = .fileSystem
      $0.clock = clock
    } operation: {
      Shared(wrappedValue: Settings(), .fileStorage(url))
    }
    shared.withLock { $0.volume = 1 }
    await clock.advance(by: .milliseconds(500))
    shared.withLock { $0.volume = 2 }
    await clock.advance(by: .milliseconds(999))
    #expect(!FileManager.default.fileExists(atPath: url.path))
    await clock.advance(by: .milliseconds(1))
    await FileStorage.fileSystem.waitForPendingWrites()
    let written = try JSONDecoder().decode(Settings.self, from: Data(contentsOf: url))
    #expect(written == Settings(name: "guest", volume: 2))
  }
}
