import SpecRun
import Testing

@Suite("The conformance tests' comparison of expected arguments")
struct JSONValueTests {
  static func argument(_ value: any Sendable) -> StepArgument {
    StepArgument(value: value, group: ArgumentGroup(value: nil, start: nil, end: nil), parameterTypeName: nil)
  }

  @Test("tells numbers, strings and absent values apart")
  func tellsValuesApart() {
    #expect(JSONValue(42).matches(Self.argument(42)))
    #expect(!JSONValue(42).matches(Self.argument(43)))
    #expect(!JSONValue(42).matches(Self.argument("42")))
    #expect(JSONValue(0.22).matches(Self.argument(0.22)))
    #expect(!JSONValue(0.22).matches(Self.argument(0.23)))
    #expect(JSONValue("blind").matches(Self.argument("blind")))
    #expect(!JSONValue("blind").matches(Self.argument(String?.none)))
    #expect(JSONValue(nil).matches(Self.argument(String?.none)))
    #expect(!JSONValue(nil).matches(Self.argument("")))
  }
}
