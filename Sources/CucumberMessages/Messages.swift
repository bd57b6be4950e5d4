/// The Cucumber Messages model, the one model of Cucumber's messages in Evergreen: the Gherkin
/// parser builds its documents and pickles, the runner runs them and adds the execution
/// messages, and every report is made from the stream, with the official field names. One
/// envelope per NDJSON line (see ``Messages/Envelope``), written by ``JSONWriter``.
///
/// ```swift
/// let envelope = Messages.Envelope(Messages.Source(uri: "shop.feature", data: text, mediaType: "text/x.cucumber.gherkin+plain"))
/// var json = JSONWriter()
/// json.write(envelope)   // {"source":{"uri":"shop.feature",…}}
/// ```
///
/// (A namespace, so that its `Pickle`, `Source` or `Envelope` read as the messages they are and
/// never clash with an app's own types of the same names.)
public enum Messages {}
