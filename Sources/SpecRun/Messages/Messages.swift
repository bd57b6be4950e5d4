/// The Cucumber Messages model: the interchange format every Evergreen report is made from, with
/// the official field names. One envelope per NDJSON line; see ``Messages/Envelope``.
///
/// (A namespace, so that its `Pickle`, `Source` or `Envelope` never clash with the Gherkin
/// target's own types of the same names.)
public enum Messages {}
