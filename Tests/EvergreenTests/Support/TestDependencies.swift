import Evergreen

/// A dependency with distinct live, test and preview values.
struct Greeting: Sendable, Equatable {
  var text: String
}

extension Greeting: DependencyKey {
  static let liveValue = Greeting(text: "live")
  static let testValue = Greeting(text: "test")
  static let previewValue = Greeting(text: "preview")
}

/// A dependency that declares only its live value; building it is counted.
struct Weather: Sendable, Equatable, Unimplementable {
  var forecast: String
  static let unimplemented = Weather(forecast: "unimplemented")
  static let liveBuilds = RunCount()
}

enum WeatherKey: DependencyKey {
  static var liveValue: Weather {
    Weather.liveBuilds.increment()
    return Weather(forecast: "sunny (live)")
  }
}

/// Another live-only dependency, for the preview context (which falls back to the live value).
enum HomeTownWeatherKey: DependencyKey {
  static let liveValue = Weather(forecast: "foggy (live)")
}

extension DependencyValues {
  var greeting: Greeting {
    get { self[Greeting.self] }
    set { self[Greeting.self] = newValue }
  }

  var weather: Weather {
    get { self[WeatherKey.self] }
    set { self[WeatherKey.self] = newValue }
  }
}

/// A client with several endpoints that declares only its live value, as seed apps write them.
struct SearchClient: Sendable, Unimplementable {
  var search: @Sendable (String) async throws -> [String]
  var suggest: @Sendable (String) -> [String]

  static let unimplemented = SearchClient(search: { _ in [] }, suggest: { _ in [] })
}

enum SearchClientKey: DependencyKey {
  static var liveValue: SearchClient {
    SearchClient(search: { _ in ["live result"] }, suggest: { _ in ["live suggestion"] })
  }
}

extension DependencyValues {
  var searchClient: SearchClient {
    get { self[SearchClientKey.self] }
    set { self[SearchClientKey.self] = newValue }
  }
}
