import CucumberMessages
import Testing

@Suite("JSONWriter writes any Encodable value as one line of JSON")
struct JSONWriterTests {
  /// A value that uses every kind of container the encoder offers, nested.
  struct Shapes: Encodable {
    func encode(to encoder: any Encoder) throws {
      var root = encoder.container(keyedBy: Key.self)
      try root.encode(1.5, forKey: .number)
      try root.encodeNil(forKey: .nothing)
      var inner = root.nestedContainer(keyedBy: Key.self, forKey: .object)
      try inner.encode(true, forKey: .flag)
      var list = root.nestedUnkeyedContainer(forKey: .list)
      try list.encode("a")
      var nested = list.nestedUnkeyedContainer()
      try nested.encode(Int64(-2))
      try list.encode(["b": 3])
      try root.encode(Double.nan, forKey: .notANumber)
    }

    enum Key: String, CodingKey { case number, nothing, object, flag, list, notANumber }
  }

  @Test("nested objects and lists are closed in the right places, commas between members, NaN as null")
  func nestedContainers() {
    var json = JSONWriter()
    json.write(Shapes())
    json.newline()
    json.write([1, 2])
    #expect(
      json.text
        == #"{"number":1.5,"nothing":null,"object":{"flag":true},"list":["a",[-2],{"b":3}],"notANumber":null}"#
        + "\n[1,2]")
  }

  @Test("a message's absent optional fields are left out, and its fields come in the order they are declared")
  func message() {
    var json = JSONWriter()
    json.write(Messages.Envelope(Messages.TestRunStarted(timestamp: .init(seconds: 3, nanos: 4))))
    #expect(json.text == #"{"testRunStarted":{"timestamp":{"seconds":3,"nanos":4}}}"#)
  }
}
