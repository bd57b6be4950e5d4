import Evergreen
import Testing

/// Its descriptions hide every case name.
private enum Disguised: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
  case loaded(Int)
  case idle
  case failed(String, code: Int)
  indirect case retrying(Disguised)
  case closed

  var description: String { "DISGUISED" }
  var debugDescription: String { "DISGUISED (debug)" }
}

private enum Drink: String, CustomStringConvertible {
  case tea = "お茶"
  case coffee = "コーヒー"

  var description: String { rawValue }
}

private enum Box<Wrapped>: CustomStringConvertible {
  case empty
  case full(Wrapped)
  case sealed

  var description: String { "BOX" }
}

private enum Only: CustomStringConvertible {
  case one
  var description: String { "ONLY" }
}

/// Two payloads of different sizes beside cases without payload: the tag is not a plain byte.
private enum Mixed: CustomStringConvertible {
  case number(Int)
  case none
  case word(String)
  case nothing
  case flag(Bool)

  var description: String { "MIXED" }
}

@Suite("Enum case names come from Mirror and the type's metadata, never from descriptions")
struct EnumCaseNameTests {
  @Test("a case without payload is named by its case, not by its description or debug description")
  func payloadFreeCaseIgnoresDescriptions() {
    #expect(EnumReflection.caseName(of: Disguised.idle) == "idle")
    #expect(EnumReflection.caseName(of: Disguised.closed) == "closed")
  }

  @Test("a payload case is named by its case, with one payload, several or an indirect one")
  func payloadCases() {
    #expect(EnumReflection.caseName(of: Disguised.loaded(3)) == "loaded")
    #expect(EnumReflection.caseName(of: Disguised.failed("x", code: 2)) == "failed")
    #expect(EnumReflection.caseName(of: Disguised.retrying(.closed)) == "retrying")
  }

  @Test("a case with a raw value is named by its case, not its raw value")
  func rawValues() {
    #expect(EnumReflection.caseName(of: Drink.tea) == "tea")
    #expect(EnumReflection.caseName(of: Drink.coffee) == "coffee")
  }

  @Test("the cases of a generic enum are named whatever its argument")
  func genericEnum() {
    #expect(EnumReflection.caseName(of: Box<Int>.sealed) == "sealed")
    #expect(EnumReflection.caseName(of: Box<String>.empty) == "empty")
    #expect(EnumReflection.caseName(of: Box<[Int]>.full([1])) == "full")
  }

  @Test("the one case of a single-case enum is named")
  func singleCase() {
    #expect(EnumReflection.caseName(of: Only.one) == "one")
  }

  @Test("cases without payload among payloads of different sizes are each named")
  func multiPayload() {
    let values: [Mixed] = [.number(7), .none, .word("w"), .nothing, .flag(true)]
    #expect(values.map { EnumReflection.caseName(of: $0) } == ["number", "none", "word", "nothing", "flag"])
  }

  @Test("an Optional's cases are some and none")
  func optional() {
    #expect(EnumReflection.caseName(of: Int?.none as Any) == "none")
    #expect(EnumReflection.caseName(of: Int?.some(3) as Any) == "some")
  }

  @Test("a value that is not an enum has no case name")
  func notAnEnum() {
    #expect(EnumReflection.caseName(of: 3) == nil)
    #expect(EnumReflection.caseName(of: "idle") == nil)
    #expect(EnumReflection.caseName(of: (1, 2)) == nil)
  }

  @Test("a case held as Any is named as its own type's case")
  func caseHeldAsAny() {
    let values: [Any] = [Disguised.idle, Mixed.nothing, Drink.coffee]
    #expect(values.map { EnumReflection.caseName(of: $0) } == ["idle", "nothing", "coffee"])
  }

  @Test("an enum type lists every case, those with a payload first, each group in declaration order")
  func allCasesOfAType() {
    #expect(
      EnumReflection.caseNames(of: Disguised.self) == ["loaded", "failed", "retrying", "idle", "closed"])
    #expect(EnumReflection.caseNames(of: Mixed.self) == ["number", "word", "flag", "none", "nothing"])
    #expect(EnumReflection.caseNames(of: Box<Int>.self) == ["full", "empty", "sealed"])
    #expect(EnumReflection.caseNames(of: Drink.self) == ["tea", "coffee"])
    #expect(EnumReflection.caseNames(of: Only.self) == ["one"])
    #expect(EnumReflection.caseNames(of: Int?.self) == ["some", "none"])
  }

  @Test("a type that is not an enum lists no cases")
  func notAnEnumType() {
    #expect(EnumReflection.caseNames(of: Int.self) == nil)
    #expect(EnumReflection.caseNames(of: [Disguised].self) == nil)
    #expect(EnumReflection.caseNames(of: EnumCaseNameTests.self) == nil)
  }

  @Test("two values are the same case whatever their payloads, told apart by case even with equal payload types")
  func sameCase() {
    #expect(EnumReflection.isSameCase(Disguised.loaded(1), Disguised.loaded(2)))
    #expect(!EnumReflection.isSameCase(Disguised.loaded(1), Disguised.idle))
    #expect(!EnumReflection.isSameCase(Disguised.idle, Disguised.closed))
    #expect(EnumReflection.isSameCase(Box<Int>.full(1), Box<Int>.full(9)))
    #expect(!EnumReflection.isSameCase(Box<Int>.empty, Box<Int>.sealed))
    #expect(!EnumReflection.isSameCase(Int?.some(3), Int?.none))
    #expect(!EnumReflection.isSameCase(3, 3))
  }

  @Test("a case path made from a constructor extracts from its case only, an Optional's included")
  func casePathOfOptional() {
    let some = CasePath<Int?, Int>(Optional.some)
    #expect(some.extract(from: 3) == 3)
    #expect(some.extract(from: nil) == nil)
    let word = CasePath<Mixed, String>(Mixed.word)
    #expect(word.extract(from: .word("w")) == "w")
    #expect(word.extract(from: .number(1)) == nil)
    #expect(word.extract(from: .nothing) == nil)
  }

  @Test("a case path of a case without payload tells apart cases whose descriptions are equal")
  func casePathsOfDisguisedCases() {
    let idle = CasePath<Disguised, Void>(Disguised.idle)
    #expect(idle.matches(.idle))
    #expect(!idle.matches(.closed))
    #expect(!idle.matches(.loaded(1)))
  }
}
