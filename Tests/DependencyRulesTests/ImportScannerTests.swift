import DependencyRules
import Foundation
import Testing

@Suite("Every form of import is found, and nothing that only looks like one")
struct ImportScannerTests {
  @Test("plain, @testable, kind-qualified, @_exported, access-level and #if imports all count, at the module's column")
  func everyForm() throws {
    let source = """
      import Alpha
      @testable import Beta
      import struct Gamma.Thing
      @_exported import Delta
      public import Epsilon
      #if canImport(Zeta)
        import Zeta
      #endif
      @_spi(Internal) @preconcurrency import Eta.Sub
      """
    #expect(
      try imports(of: source) == [
        "Alpha 1:8", "Beta 2:18", "Gamma 3:15", "Delta 4:19", "Epsilon 5:15", "Zeta 7:10", "Eta 9:40",
      ])
  }

  @Test("imports in comments, block comments and strings are not imports")
  func notImports() throws {
    let source = """
      // import Alpha
      /* import Beta
         import Gamma */
      let text = "import Delta"
      let block = \"\"\"
        import Epsilon
        \"\"\"
      func important() {}
      """
    #expect(try imports(of: source) == [])
  }

  @Test("nested comments, escaped quotes and multi-line strings end where they do, and an import after them counts")
  func afterClosedCommentsAndStrings() throws {
    let source = #"""
      /* a /* nested */ still a comment: import Alpha */ import Beta
      let quoted = "a \"/* quote"
      import Gamma
      let block = """
        import Delta """
      import Epsilon
      """#
    #expect(try imports(of: source) == ["Beta 1:59", "Gamma 3:8", "Epsilon 6:8"])
  }

  @Test("a file with Windows (\\r\\n) or old Mac (\\r) line endings has every import found, each at its line")
  func otherLineEndings() throws {
    let lines = ["import Alpha", "// import Beta", "@testable import Gamma", "", "import Delta"]
    for ending in ["\r\n", "\r"] {
      #expect(try imports(of: lines.joined(separator: ending)) == ["Alpha 1:8", "Gamma 3:18", "Delta 5:8"])
    }
  }

  @Test("on a line with non-ASCII text, columns count Characters and Unicode spaces separate words")
  func nonASCIILines() throws {
    let source = "/* 日本語のコメント */ import Alpha\n/* e\u{301} */ import Beta\n\u{3000}import Gamma\nimport Delta // ✓\n"
    #expect(try imports(of: source) == ["Alpha 1:23", "Beta 2:16", "Gamma 3:9", "Delta 4:8"])
  }

  @Test("a file edited between two checks in one process is read again: its new import counts, even at the same size")
  func editedFileIsScannedAgain() throws {
    let fixture = try FixturePackage(manifest: "", files: ["Sources/Core/File.swift": "import Alpha\n"])
    defer { fixture.remove() }
    let package = try SwiftPackage(
      root: fixture.root,
      manifestJSON: Data(#"{"targets": [{"name": "Core", "type": "regular", "dependencies": []}]}"#.utf8))
    #expect(try package.imports(of: package.targets[0]).map(\.module) == ["Alpha"])
    try "import Gamma\n".write(
      to: fixture.root.appendingPathComponent("Sources/Core/File.swift"), atomically: true, encoding: .utf8)
    #expect(try package.imports(of: package.targets[0]).map(\.module) == ["Gamma"])
  }

  private func imports(of source: String) throws -> [String] {
    let fixture = try FixturePackage(manifest: "", files: ["Sources/Core/File.swift": source])
    defer { fixture.remove() }
    let package = try SwiftPackage(
      root: fixture.root,
      manifestJSON: Data(#"{"targets": [{"name": "Core", "type": "regular", "dependencies": []}]}"#.utf8))
    return try package.imports(of: package.targets[0]).map { "\($0.module) \($0.line):\($0.column)" }
  }
}
