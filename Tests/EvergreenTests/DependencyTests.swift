import Evergreen
import EvergreenReporting
import Testing

/// Reads the live-only dependency; `readingLine` is the line of its `@Dependency`.
private struct WeatherReader {
  static let readingLine = #line + 1
  @Dependency(\.weather) var weather
}

private struct GreetingReader {
  @Dependency(\.greeting) var greeting
}

@Suite("Dependencies")
struct DependencyTests {
  @Test("a test reads test values: the context is detected as .test")
  func testContext() async {
    #expect(DependencyValues().context == .test)
    #expect(GreetingReader().greeting.text == "test")
    let inDetachedTask = await Task.detached { DependencyValues().context }.value
    #expect(inDetachedTask == .test)
  }

  @Test("withDependencies overrides a value for everything its operation runs")
  func withDependenciesOverrides() async {
    let reader = GreetingReader()
    let (direct, inTask) = await withDependencies {
      $0.greeting = Greeting(text: "override")
    } operation: {
      (reader.greeting.text, await Task { reader.greeting.text }.value)
    }
    #expect(direct == "override")
    #expect(inTask == "override")
    #expect(reader.greeting.text == "test")
  }

  @Test("the preview context hands out preview values, and the live value by default")
  func previewContext() {
    let (greeting, weather) = withDependencies {
      $0.context = .preview
    } operation: {
      (GreetingReader().greeting.text, DependencyValues.current[HomeTownWeatherKey.self].forecast)
    }
    #expect(greeting == "preview")
    #expect(weather == "foggy (live)")
    #expect(DependencyValues(context: .preview)[Greeting.self].text == "preview")
    #expect(DependencyValues(context: .live)[Greeting.self].text == "live")
  }

  @Test("a dependency with no test value fails the test where it is read, and never runs live code")
  func missingTestValue() throws {
    let liveBuildsBefore = Weather.liveBuilds.count
    var forecast = ""
    let issues = IssueCollector.collect {
      forecast = WeatherReader().weather.forecast
    }
    let issue = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(issue.line == WeatherReader.readingLine)
    #expect(issue.fileID.hasSuffix("DependencyTests.swift"))
    #expect(
      issue.message == """
        The dependency 'WeatherKey' has no test value, but was read in a test. Its live value was \
        not used: the test got 'Weather.unimplemented' instead.

        Override it where the test creates its store, for example:
          TestStore(initialState: …) { … } withDependencies: { $0.weather = … }
        or give 'WeatherKey' a 'testValue' that fails loudly for each endpoint.
        """)
    #expect(forecast == "unimplemented")
    #expect(Weather.liveBuilds.count == liveBuildsBefore)
  }

  @Test("every read of a missing test value fails, and an override silences it")
  func everyReadFails() {
    let reader = WeatherReader()
    let issues = IssueCollector.collect {
      _ = reader.weather
      _ = reader.weather
      withDependencies {
        $0.weather = Weather(forecast: "rain")
      } operation: {
        #expect(reader.weather.forecast == "rain")
      }
    }
    #expect(issues.count == 2)
  }
}
