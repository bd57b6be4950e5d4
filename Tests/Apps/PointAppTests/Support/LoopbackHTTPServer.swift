import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 and an ephemeral port, for contract tests of a live
/// client: each connection carries one request, answered by `handler`, then closed. It serves on a
/// thread of its own and stops by itself after `lifetime` (or when ``stop()`` is called), so a test
/// never hangs on it.
///
/// ```swift
/// let server = try LoopbackHTTPServer { request in (200, Data("[]".utf8)) }
/// defer { server.stop() }
/// let client = SurveyClient.live(baseURL: server.baseURL)
/// ```
final class LoopbackHTTPServer: Sendable {
  struct Request: Equatable, Sendable {
    var method: String
    /// The path with its query (`/surveys?category=food`).
    var target: String
    var body: Data
  }

  let port: UInt16
  private let socket: Int32
  private let stopped = Mutex(false)
  private let received = Mutex<[Request]>([])

  var baseURL: URL { URL(string: "http://127.0.0.1:\(port)/v1")! }
  /// The requests served so far, in order.
  var requests: [Request] { received.withLock { $0 } }

  init(
    lifetime: TimeInterval = 60,
    handler: @escaping @Sendable (Request) -> (status: Int, body: Data)
  ) throws {
    let fd = Self.posixSocket()
    guard fd >= 0 else { throw POSIXError(.EIO) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0, listen(fd, 16) == 0 else {
      close(fd)
      throw POSIXError(.EADDRINUSE)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    self.socket = fd
    self.port = UInt16(bigEndian: address.sin_port)
    let deadline = Date().addingTimeInterval(lifetime)
    let thread = Thread { [self] in serve(until: deadline, handler) }
    thread.start()
  }

  /// Stops accepting connections (at the latest after the next poll, 50 ms).
  func stop() { stopped.withLock { $0 = true } }

  private static func posixSocket() -> Int32 {
    #if canImport(Glibc)
      Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
  }

  private func serve(until deadline: Date, _ handler: @Sendable (Request) -> (status: Int, body: Data)) {
    defer { close(socket) }
    while !stopped.withLock({ $0 }), Date() < deadline {
      var poller = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 50) > 0 else { continue }
      let connection = accept(socket, nil, nil)
      guard connection >= 0 else { continue }
      defer { close(connection) }
      guard let request = read(connection, until: deadline) else { continue }
      received.withLock { $0.append(request) }
      let (status, body) = handler(request)
      var head = "HTTP/1.1 \(status) Status\r\nContent-Type: application/json\r\n"
      head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
      let answer = Data(head.utf8) + body
      answer.withUnsafeBytes { bytes in
        var sent = 0
        while sent < bytes.count {
          let written = send(connection, bytes.baseAddress! + sent, bytes.count - sent, 0)
          if written <= 0 { break }
          sent += written
        }
      }
    }
  }

  /// One request: its head, then as many body bytes as its Content-Length says.
  private func read(_ connection: Int32, until deadline: Date) -> Request? {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while Date() < deadline {
      if let end = data.range(of: Data("\r\n\r\n".utf8)) {
        let head = String(decoding: data[..<end.lowerBound], as: UTF8.self)
        let lines = head.components(separatedBy: "\r\n")
        let first = lines[0].split(separator: " ")
        guard first.count >= 2 else { return nil }
        let length = lines.dropFirst().compactMap { line -> Int? in
          let parts = line.split(separator: ":", maxSplits: 1)
          guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
          return Int(parts[1].trimmingCharacters(in: .whitespaces))
        }.first ?? 0
        if data.count - end.upperBound >= length {
          let body = data[end.upperBound..<(end.upperBound + length)]
          return Request(method: String(first[0]), target: String(first[1]), body: Data(body))
        }
      }
      var poller = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 50) > 0 else { continue }
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      data.append(contentsOf: buffer[..<count])
    }
    return nil
  }
}
