import Foundation
import PinNest
import Testing

@Suite("ピンのファイル: 端末の JSON ファイルに安全に保存する")
struct PinFileStoreTests {
  let folder = TemporaryFolder()

  @Test("フォルダがなければ最初に使ったときに作られ、ピンはまだない")
  func folderCreatedOnFirstUse() throws {
    defer { folder.remove() }
    #expect(!FileManager.default.fileExists(atPath: folder.url.path))
    let store = PinFileStore(folder: folder.url)
    #expect(try store.pins() == [])
    #expect(try folder.fileNames() == [])
  }

  @Test("保存したピンは、別のストアで読み直しても、リンクもメモも日時もお気に入りもそのまま")
  func pinsSurviveAReopen() throws {
    defer { folder.remove() }
    let store = PinFileStore(folder: folder.url)
    try store.save(.swiftArticle)
    try store.save(.kyotoCafe)
    #expect(try PinFileStore(folder: folder.url).pins() == [.swiftArticle, .kyotoCafe])
    #expect(try folder.fileNames() == ["pins.json"])
  }

  @Test("同じ id のピンを保存すると、前のピンが置き換わる")
  func saveReplacesTheSameID() throws {
    defer { folder.remove() }
    let store = PinFileStore(folder: folder.url)
    try store.save(.swiftArticle)
    var renamed = Pin.swiftArticle
    renamed.title = "Swift 6 の記事"
    try store.save(renamed)
    #expect(try store.pins() == [renamed])
  }

  @Test("お気に入りの変更はファイルに書かれ、保存されたピンが返る")
  func favoriteIsWritten() throws {
    defer { folder.remove() }
    let store = PinFileStore(folder: folder.url)
    try store.save(.swiftArticle)
    var favorite = Pin.swiftArticle
    favorite.isFavorite = true
    #expect(try store.setFavorite(1, true) == favorite)
    #expect(try PinFileStore(folder: folder.url).pins() == [favorite])
  }

  @Test("削除したピンはファイルからも消える")
  func deleteIsWritten() throws {
    defer { folder.remove() }
    let store = PinFileStore(folder: folder.url)
    try store.save(.swiftArticle)
    try store.save(.kyotoCafe)
    try store.deletePin(1)
    #expect(try PinFileStore(folder: folder.url).pins() == [.kyotoCafe])
  }

  @Test("ないピンのお気に入りや削除は「見つからない」と伝え、ファイルは変わらない")
  func missingPin() throws {
    defer { folder.remove() }
    let store = PinFileStore(folder: folder.url)
    try store.save(.swiftArticle)
    let before = try folder.read("pins.json")
    #expect(throws: PinStoreError.pinNotFound(9)) { try store.setFavorite(9, true) }
    #expect(throws: PinStoreError.pinNotFound(9)) { try store.deletePin(9) }
    #expect(try folder.read("pins.json") == before)
    #expect(PinStoreError.pinNotFound(9).localizedDescription == "ピン（9）が見つかりません。すでに削除されたかもしれません。")
  }

  @Test("壊れたファイルは脇に残され、読み込みは理由と残した場所を伝え、次は空から始まる")
  func corruptFileIsKeptAside() throws {
    defer { folder.remove() }
    try folder.write("[{\"id\": 1, \"title\": ", to: "pins.json")
    let store = PinFileStore(folder: folder.url)
    let keptAt = folder.file("pins.unreadable-1.json").path
    #expect(throws: PinStoreError.unreadableFile(keptAt: keptAt, reason: "JSON のピン一覧ではありません")) {
      try store.pins()
    }
    #expect(try folder.fileNames() == ["pins.unreadable-1.json"])
    #expect(try folder.read("pins.unreadable-1.json") == "[{\"id\": 1, \"title\": ")
    #expect(try store.pins() == [])
    #expect(
      PinStoreError.unreadableFile(keptAt: keptAt, reason: "JSON のピン一覧ではありません").localizedDescription
        == "保存されたピンのファイルが壊れていて読めませんでした（JSON のピン一覧ではありません）。元のファイルは \(keptAt) に残してあります。")
  }

  @Test("壊れたファイルがあるときの変更は失敗し、空のファイルで上書きされることはない")
  func corruptFileIsNeverEmptied() throws {
    defer { folder.remove() }
    try folder.write("{\"pins\": \"not a list\"}", to: "pins.json")
    let store = PinFileStore(folder: folder.url)
    #expect(
      throws: PinStoreError.unreadableFile(
        keptAt: folder.file("pins.unreadable-1.json").path, reason: "JSON のピン一覧ではありません")
    ) {
      try store.setFavorite(1, true)
    }
    #expect(try folder.fileNames() == ["pins.unreadable-1.json"])
    #expect(try folder.read("pins.unreadable-1.json") == "{\"pins\": \"not a list\"}")
  }

  @Test("前に脇へ残したファイルがあれば、番号を進めて残し、前のものは上書きしない")
  func earlierKeptFilesStay() throws {
    defer { folder.remove() }
    try folder.write("first", to: "pins.unreadable-1.json")
    try folder.write("second", to: "pins.json")
    let store = PinFileStore(folder: folder.url)
    #expect(throws: PinStoreError.self) { try store.pins() }
    #expect(try folder.fileNames() == ["pins.unreadable-1.json", "pins.unreadable-2.json"])
    #expect(try folder.read("pins.unreadable-1.json") == "first")
    #expect(try folder.read("pins.unreadable-2.json") == "second")
  }

  @Test("読めないだけのファイル（フォルダになっている）は壊れたとは扱わず、動かさずに理由を伝える")
  func unreadableIsNotCorrupt() throws {
    defer { folder.remove() }
    try FileManager.default.createDirectory(at: folder.file("pins.json"), withIntermediateDirectories: true)
    let store = PinFileStore(folder: folder.url)
    #expect {
      try store.pins()
    } throws: { error in
      guard case .cannotRead(let path, _) = error as? PinStoreError else { return false }
      return path == folder.file("pins.json").path
    }
    #expect(try folder.fileNames() == ["pins.json"])
  }

  @Test("フォルダを作れない場所では、その場所を添えて読めないと伝える")
  func folderCannotBeCreated() throws {
    defer { folder.remove() }
    try folder.write("a file, not a folder", to: "taken")
    let store = PinFileStore(folder: folder.file("taken").appendingPathComponent("pinNest"))
    #expect {
      try store.pins()
    } throws: { error in
      guard case .cannotRead(let path, _) = error as? PinStoreError else { return false }
      return path == folder.file("taken").appendingPathComponent("pinNest").path
    }
  }

  @Test("書き込みは一度に置き換わり、読める JSON だけが残る（書きかけの一時ファイルは残らない）")
  func writesLeaveOnlyTheFile() throws {
    defer { folder.remove() }
    let store = PinFileStore(folder: folder.url)
    for id in 1...20 { try store.save(Pin(id: id, title: "ピン \(id)")) }
    _ = try store.setFavorite(7, true)
    try store.deletePin(3)
    #expect(try folder.fileNames() == ["pins.json"])
    let decoded = try JSONDecoder().decode([Pin].self, from: Data(contentsOf: folder.file("pins.json")))
    #expect(decoded.map(\.id) == Array(1...20).filter { $0 != 3 })
    #expect(decoded.filter(\.isFavorite).map(\.id) == [7])
  }

  @Test("同時に来た変更は一つずつ行われ、どれも失われない")
  func concurrentChangesAreSerialised() async throws {
    defer { folder.remove() }
    let store = PinFileStore(folder: folder.url)
    await withTaskGroup(of: Void.self) { group in
      for id in 1...30 { group.addTask { try? store.save(Pin(id: id, title: "ピン \(id)")) } }
    }
    #expect(try store.pins().map(\.id).sorted() == Array(1...30))
  }

  @Test("アプリのフォルダは、ユーザーのアプリケーション用フォルダの中の pinNest")
  func defaultFolder() {
    #expect(PinFileStore.defaultFolder.lastPathComponent == "pinNest")
    #expect(PinFileStore(folder: PinFileStore.defaultFolder).file.lastPathComponent == "pins.json")
  }
}
