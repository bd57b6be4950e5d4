import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1, on a port the system picks, for contract tests of a
/// live client: each connection carries one request, which `respond` answers; the server records
/// every request. It serves on a thread of its own and stops by itself after `lifetime` (so a
/// test that forgets it cannot keep a thread serving; five minutes, because a whole `swift test`
/// on a loaded 2-core machine can leave a test waiting half a minute between making the server and
/// its client's first request, which then found the port closed), or soon after ``stop()`` is called (which never
/// blocks: the serving thread closes the port within 50 ms; ``closed()`` waits for it).
///
/// ```swift
/// let server = try LoopbackHTTPServer(basePath: "/api") { request in .json(200, #"[]"#) }
/// defer { server.stop() }
/// let client = CalendarAPIClient.live(baseURL: server.baseURL, tokens: tokens)
/// ```
public final class LoopbackHTTPServer: @unchecked Sendable {
  public struct Request: Sendable, Equatable {
    public let method: String
    /// The path with its query (`/api/meetings?from=2026-11-24`).
    public let path: String
    /// Header names in lower case.
    public let headers: [String: String]
    public let body: Data

    public var json: Any? { body.isEmpty ? nil : try? JSONSerialization.jsonObject(with: body) }
  }

  public struct Response: Sendable {
    public let status: Int
    public let body: Data
    public let contentType: String?

    /// A JSON answer written as text (`.json(200, #"[]"#)`).
    public static func json(_ status: Int, _ text: String) -> Response { json(status, Data(text.utf8)) }
    /// A JSON answer already encoded.
    public static func json(_ status: Int, _ body: Data) -> Response {
      Response(status: status, body: body, contentType: "application/json")
    }
    /// An answer without body (`.empty(204)`, `.empty(503)`).
    public static func empty(_ status: Int) -> Response { Response(status: status, body: Data(), contentType: nil) }
  }

  public enum Failure: Error { case socket(String) }

  public let port: UInt16
  /// What the server's paths start with (`/api`), as a client under test calls them.
  public let basePath: String
  /// `http://127.0.0.1:<port><basePath>`.
  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)\(basePath)")! }

  private let listener: Int32
  private let respond: @Sendable (Request) -> Response
  private let lock = NSLock()
  private var stopped = false
  private var isClosed = false
  private var recorded: [Request] = []

  /// The requests served so far, oldest first.
  public var requests: [Request] { lock.withLock { recorded } }

  public init(basePath: String = "", lifetime: TimeInterval = 300, respond: @escaping @Sendable (Request) -> Response)
    throws
  {
    #if canImport(Darwin)
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard descriptor >= 0 else { throw Failure.socket("socket() failed: \(errno)") }
    var yes: Int32 = 1
    setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
    }
    guard bound == 0, listen(descriptor, 16) == 0 else {
      close(descriptor)
      throw Failure.socket("bind/listen failed: \(errno)")
    }
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    guard named == 0 else {
      close(descriptor)
      throw Failure.socket("getsockname failed: \(errno)")
    }
    self.listener = descriptor
    self.port = UInt16(bigEndian: address.sin_port)
    self.respond = respond
    self.basePath = basePath
    let deadline = Date().addingTimeInterval(lifetime)
    let thread = Thread { [self] in serve(until: deadline) }
    thread.start()
  }

  /// Asks the server to stop; the serving thread closes the port within 50 ms.
  public func stop() { lock.withLock { stopped = true } }

  /// Stops the server and waits until its port is closed.
  public func closed() async throws {
    stop()
    while !lock.withLock({ isClosed }) { try await Task.sleep(for: .milliseconds(10)) }
  }

  private var isStopped: Bool { lock.withLock { stopped } }

  private func serve(until deadline: Date) {
    defer {
      shutdown(listener, Int32(SHUT_RDWR))
      close(listener)
      lock.withLock {
        stopped = true
        isClosed = true
      }
    }
    while !isStopped, Date() < deadline {
      var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
      guard poll(&waiting, 1, 50) > 0 else { continue }
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { continue }
      handle(connection)
      close(connection)
    }
  }

  private func handle(_ connection: Int32) {
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let separator = Data("\r\n\r\n".utf8)
    var request: Request?
    while request == nil {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return }
      received.append(contentsOf: buffer[0..<count])
      guard let end = received.range(of: separator) else { continue }
      let head = String(decoding: received[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
      let start = head.first?.split(separator: " ").map(String.init) ?? []
      var headers: [String: String] = [:]
      for line in head.dropFirst() {
        guard let colon = line.firstIndex(of: ":") else { continue }
        headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
      let length = Int(headers["content-length"] ?? "0") ?? 0
      let body = received[end.upperBound...]
      guard body.count >= length, start.count >= 2 else { continue }
      request = Request(method: start[0], path: start[1], headers: headers, body: Data(body.prefix(length)))
    }
    guard let request else { return }
    lock.withLock { recorded.append(request) }
    let response = respond(request)
    var head = "HTTP/1.1 \(response.status) \(response.status < 300 ? "OK" : "Error")\r\n"
    head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n"
    if let type = response.contentType { head += "Content-Type: \(type)\r\n" }
    let bytes = Data((head + "\r\n").utf8) + response.body
    #if canImport(Darwin)
      let flags: Int32 = 0
    #else
      let flags = Int32(MSG_NOSIGNAL)
    #endif
    bytes.withUnsafeBytes { raw in
      var sent = 0
      while sent < raw.count {
        let count = send(connection, raw.baseAddress! + sent, raw.count - sent, flags)
        guard count > 0 else { return }
        sent += count
      }
    }
  }
}
