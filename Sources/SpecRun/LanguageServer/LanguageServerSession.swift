import Foundation

/// `specrun lsp` in process, for tools that drive it without a transport (`evergreen-bench lsp`):
/// JSON-RPC message bodies in, the bodies to send back out, encoded as the server writes them.
///
/// ```swift
/// let session = LanguageServerSession(catalog: MyApps.catalog())
/// session.receive(Data(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8))
/// // [{"id":1,"jsonrpc":"2.0","result":{"capabilities":{…},"serverInfo":{…}}}]
/// ```
public final class LanguageServerSession {
  private let server: LanguageServer

  /// A server for `catalog`'s apps, before `initialize`.
  public init(catalog: SpecCatalog) {
    server = LanguageServer(catalog: catalog)
  }

  /// Handles one message body; returns the bodies of the messages to send, in order.
  public func receive(_ body: Data) -> [Data] {
    server.receive(body).map(\.data)
  }
}
