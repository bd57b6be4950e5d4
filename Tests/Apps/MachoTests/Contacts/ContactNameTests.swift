import Macho
import Testing

@Suite("ContactName: 空白でなく、長すぎず、前後の空白を除いた名前")
struct ContactNameTests {
  @Test("前後の空白と改行は取り除かれる")
  func trimmed() throws {
    #expect(try ContactName("  Blob \n").value == "Blob")
    #expect(try ContactName("Blob Jr.").description == "Blob Jr.")
  }

  @Test("空の名前や空白だけの名前は、入力を促す理由で拒まれる", arguments: ["", " ", " \n\t "])
  func blankRejected(text: String) {
    #expect(throws: ContactName.Invalid.blank) { try ContactName(text) }
    #expect(ContactName.Invalid.blank.description == "Enter a name to save the contact.")
  }

  @Test("上限ちょうどの長さは受け入れ、1文字でも超えると文字数を添えて拒む")
  func lengthLimit() throws {
    let longest = String(repeating: "a", count: ContactName.maximumLength)
    #expect(try ContactName(longest).value == longest)
    #expect(throws: ContactName.Invalid.tooLong(length: 101)) { try ContactName(longest + "a") }
    #expect(
      ContactName.Invalid.tooLong(length: 101).description
        == "A name can have at most 100 characters; this one has 101.")
  }

  @Test("長さは取り除いた後の名前で数える")
  func lengthCountedAfterTrimming() throws {
    let padded = "  " + String(repeating: "a", count: ContactName.maximumLength) + "  "
    #expect(try ContactName(padded).value.count == ContactName.maximumLength)
  }
}
