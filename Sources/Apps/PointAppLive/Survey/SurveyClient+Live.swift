import Foundation
import PointApp

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Why the survey server's answer could not be used.
public enum SurveyAPIError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The server answered with this HTTP status.
  case status(Int)
  /// The answer was not HTTP.
  case notHTTP

  public var description: String {
    switch self {
    case .status(let code): "サーバーがエラーを返しました（\(code)）。"
    case .notHTTP: "サーバーの応答を読めませんでした。"
    }
  }
}

extension SurveyClient {
  /// The name of the environment variable that holds the survey server's base URL.
  public static let baseURLVariable = "POINTAPP_SURVEY_API"

  /// The survey server at `environment[baseURLVariable]` (``live(baseURL:session:)``), or the
  /// in-memory backend shared with ``PointClient`` when the variable is missing or not a URL; what
  /// the app's entry point installs:
  ///
  /// ```swift
  /// $0.surveyClient = SurveyClient(environment: ProcessInfo.processInfo.environment)
  /// ```
  public init(environment: [String: String]) {
    if let text = environment[Self.baseURLVariable], let url = URL(string: text), url.scheme != nil {
      self = .live(baseURL: url)
    } else {
      self = .inMemory(.shared)
    }
  }

  /// The survey API over HTTP with JSON, at `baseURL`:
  ///
  /// | endpoint | request | answer |
  /// |---|---|---|
  /// | `fetchAvailable` | `GET /surveys/available` | `[Survey]` |
  /// | `fetchByCategory` | `GET /surveys?category=<rawValue>` | `[Survey]` |
  /// | `findById` | `GET /surveys/<id>` | `Survey`; 404: `nil` |
  /// | `submitAnswer` | `POST /surveys/<id>/answer`, body `[SurveyAnswer]` | `{"points": Int}` |
  ///
  /// Dates are ISO 8601. Any other status than 2xx throws ``SurveyAPIError/status(_:)``; a value
  /// that does not decode (a negative reward, a question without options) throws its decoding
  /// error.
  ///
  /// ```swift
  /// let client = SurveyClient.live(baseURL: URL(string: "https://api.example.com/v1")!)
  /// let surveys = try await client.fetchAvailable()
  /// ```
  public static func live(baseURL: URL, session: URLSession = .shared) -> SurveyClient {
    let api = SurveyAPI(baseURL: baseURL, session: session)
    return SurveyClient(
      fetchAvailable: { try await api.get([Survey].self, "surveys/available") },
      fetchByCategory: { category in
        try await api.get([Survey].self, "surveys", query: [URLQueryItem(name: "category", value: category.rawValue)])
      },
      findById: { id in try await api.get(Survey.self, "surveys/\(id.value)", missingIsNil: true) },
      submitAnswer: { id, answers in
        try await api.post(Earned.self, "surveys/\(id.value)/answer", body: answers).points
      })
  }

  /// The answer to `POST /surveys/<id>/answer`.
  struct Earned: Codable {
    var points: PointAmount
  }
}

/// Requests to the survey server: JSON in, JSON out.
struct SurveyAPI: Sendable {
  let baseURL: URL
  let session: URLSession

  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = .sortedKeys
    return encoder
  }()

  static let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }()

  func get<T: Decodable>(_ type: T.Type, _ path: String, query: [URLQueryItem] = []) async throws -> T {
    guard let value = try await send(T.self, request(path, query: query), missingIsNil: false) else {
      throw SurveyAPIError.status(404)
    }
    return value
  }

  func get<T: Decodable>(_ type: T.Type, _ path: String, missingIsNil: Bool) async throws -> T? {
    try await send(T.self, request(path, query: []), missingIsNil: missingIsNil)
  }

  func post<T: Decodable, Body: Encodable>(_ type: T.Type, _ path: String, body: Body) async throws -> T {
    var request = request(path, query: [])
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = try Self.encoder.encode(body)
    guard let value = try await send(T.self, request, missingIsNil: false) else { throw SurveyAPIError.status(404) }
    return value
  }

  private func request(_ path: String, query: [URLQueryItem]) -> URLRequest {
    var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
    if !query.isEmpty { components?.queryItems = query }
    var request = URLRequest(url: components?.url ?? baseURL.appendingPathComponent(path))
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    return request
  }

  private func send<T: Decodable>(_ type: T.Type, _ request: URLRequest, missingIsNil: Bool) async throws -> T? {
    let (data, response) = try await session.data(for: request)
    guard let http = response as? HTTPURLResponse else { throw SurveyAPIError.notHTTP }
    if http.statusCode == 404, missingIsNil { return nil }
    guard (200..<300).contains(http.statusCode) else { throw SurveyAPIError.status(http.statusCode) }
    return try Self.decoder.decode(T.self, from: data)
  }
}
