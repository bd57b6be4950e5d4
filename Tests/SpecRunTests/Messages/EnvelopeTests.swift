import CucumberMessages
import Foundation
import SpecRun
import Testing

@Suite("An envelope carries its one message")
struct EnvelopeTests {
  let started = Messages.TestRunStarted(timestamp: .init(seconds: 1, nanos: 2), id: "run")

  @Test("an envelope made from a message answers that message and no other")
  func oneMessage() {
    let envelope = Messages.Envelope(started)
    #expect(envelope.testRunStarted == started)
    #expect(envelope.testRunFinished == nil)
    #expect(envelope.pickle == nil)
  }

  @Test("setting a field of an empty envelope makes it that message, and clearing it empties it again")
  func settingAndClearing() {
    var envelope = Messages.Envelope()
    envelope.testRunStarted = started
    #expect(envelope == Messages.Envelope(started))
    envelope.testRunStarted = nil
    #expect(envelope == Messages.Envelope())
  }

  @Test("an envelope made from a message, or empty, carries one message; one given a second field does not")
  func carriesOneMessage() {
    var envelope = Messages.Envelope(started)
    #expect(envelope.carriesOneMessage)
    #expect(Messages.Envelope().carriesOneMessage)
    envelope.source = Messages.Source(uri: "a.feature", data: "Feature: A", mediaType: "text/x.cucumber.gherkin+plain")
    #expect(!envelope.carriesOneMessage)
  }

  @Test("a hand-written envelope with two fields keeps both, through decoding and encoding")
  func twoFieldsKept() throws {
    let json =
      #"{"testRunStarted":{"id":"run","timestamp":{"seconds":1,"nanos":2}},"meta":null,"source":{"uri":"a.feature","data":"Feature: A","mediaType":"text/x.cucumber.gherkin+plain"}}"#
    let envelope = try JSONDecoder().decode(Messages.Envelope.self, from: Data(json.utf8))
    #expect(envelope.testRunStarted == started)
    #expect(envelope.source?.uri == "a.feature")
    let again = try JSONDecoder().decode(Messages.Envelope.self, from: JSONEncoder().encode(envelope))
    #expect(again == envelope)
  }
}
