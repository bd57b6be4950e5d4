// swift-tools-version: 6.2
// Evergreen: a testing-first specification kit for unidirectional Swift apps.
// The package depends on nothing but the Swift toolchain.
import PackageDescription

let package = Package(
  name: "Evergreen",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Evergreen", targets: ["Evergreen"]),
    .library(name: "EvergreenTesting", targets: ["EvergreenTesting"]),
    .library(name: "CucumberMessages", targets: ["CucumberMessages"]),
    .library(name: "Gherkin", targets: ["Gherkin"]),
    .library(name: "SpecRun", targets: ["SpecRun"]),
    .library(name: "DependencyRules", targets: ["DependencyRules"]),
  ],
  targets: [
    // The one seam through which every layer reports a failure (Swift Testing, XCTest, or a collector).
    .target(name: "EvergreenReporting"),
    // The runtime: reducers, effects, composition, dependencies, the store.
    .target(name: "Evergreen", dependencies: ["EvergreenReporting"]),
    // The harness: TestStore, TestClock, state diffing.
    .target(name: "EvergreenTesting", dependencies: ["Evergreen", "EvergreenReporting"]),
    // Cucumber Messages: the one model of the messages (documents, pickles, the run) and their NDJSON writer.
    .target(name: "CucumberMessages"),
    // Gherkin: lexer, parser, dialects; builds the gherkinDocument and pickle messages. Knows nothing of the runtime.
    .target(name: "Gherkin", dependencies: ["CucumberMessages"]),
    // The scenario runner: step definitions, expressions, tag expressions, formatters.
    .target(
      name: "SpecRun",
      dependencies: ["CucumberMessages", "Gherkin", "Evergreen", "EvergreenTesting", "EvergreenReporting"]),
    // The command for this repository: `swift run specrun`. Deliberately not a product, so that a
    // package depending on Evergreen can name its own runner `specrun` (see README).
    .executableTarget(name: "specrun", dependencies: ["SpecRun", "SpecRunInit", "SeedAppCatalog"]),
    // `specrun init NAME`: a new package depending on Evergreen, made from the templates in this target.
    .target(name: "SpecRunInit"),
    // Dependency rules over a package's targets, checked against the manifest and every import.
    .target(name: "DependencyRules"),
    // Seed app 002 (Macho): Counter and Contacts.
    .target(name: "Macho", dependencies: ["Evergreen"], path: "Sources/Apps/Macho"),
    // The step definitions that replay Specs/Macho against the Macho features.
    .target(
      name: "MachoSpecs", dependencies: ["Macho", "SpecRun", "Evergreen", "EvergreenTesting"],
      path: "Sources/Apps/MachoSpecs"),
    // Seed app 001 (pinNest): a list of saved pins, their details, and the app that composes them.
    .target(name: "PinNest", dependencies: ["Evergreen"], path: "Sources/Apps/PinNest"),
    // The step definitions that replay Specs/PinNest against the PinNest features.
    .target(
      name: "PinNestSpecs", dependencies: ["PinNest", "SpecRun", "Evergreen", "EvergreenTesting"],
      path: "Sources/Apps/PinNestSpecs"),
    // Seed app 003 (タスクしん発見！): tasks, shins, the child's profile, AI words, reminders, the parent.
    .target(name: "TaskShin", dependencies: ["Evergreen"], path: "Sources/Apps/TaskShin"),
    // The step definitions that replay Specs/TaskShin against the TaskShin features.
    .target(
      name: "TaskShinSpecs", dependencies: ["TaskShin", "SpecRun", "Evergreen", "EvergreenTesting"],
      path: "Sources/Apps/TaskShinSpecs"),
    // Seed app 004 (OnlineCalendar): Core at the bottom, features on Core only, the bridge on all
    // (the rules are checked in Tests/Apps/OnlineCalendar/CalendarCoreTests/CalendarModuleRulesTests.swift).
    .target(name: "CalendarCore", dependencies: ["Evergreen"], path: "Sources/Apps/OnlineCalendar/CalendarCore"),
    .target(
      name: "CalendarAuth", dependencies: ["CalendarCore", "Evergreen"],
      path: "Sources/Apps/OnlineCalendar/CalendarAuth"),
    .target(
      name: "CalendarMeeting", dependencies: ["CalendarCore", "Evergreen"],
      path: "Sources/Apps/OnlineCalendar/CalendarMeeting"),
    .target(
      name: "CalendarStats", dependencies: ["CalendarCore", "Evergreen"],
      path: "Sources/Apps/OnlineCalendar/CalendarStats"),
    .target(
      name: "CalendarAppBridge",
      dependencies: ["CalendarCore", "CalendarAuth", "CalendarMeeting", "CalendarStats", "Evergreen"],
      path: "Sources/Apps/OnlineCalendar/CalendarAppBridge"),
    // Core's HTTP client (FoundationNetworking on Linux), installed only by the app's entry point: nothing
    // here depends on it, so the step glue and specrun never load the networking library.
    .target(
      name: "CalendarCoreLive", dependencies: ["CalendarCore"], path: "Sources/Apps/OnlineCalendar/CalendarCoreLive"),
    // The step definitions that replay Specs/OnlineCalendar, and its module rules through DependencyRules.
    .target(
      name: "OnlineCalendarSpecs",
      dependencies: [
        "CalendarAppBridge", "CalendarAuth", "CalendarMeeting", "CalendarStats", "CalendarCore", "SpecRun", "Evergreen",
        "EvergreenTesting", "DependencyRules",
      ],
      path: "Sources/Apps/OnlineCalendarSpecs"),
    // Seed app 000 (PointApp): surveys for points, the points ledger, missions, streaks and achievements.
    .target(name: "PointApp", dependencies: ["Evergreen"], path: "Sources/Apps/PointApp"),
    // PointApp's HTTP survey client (FoundationNetworking on Linux), installed only by the app's entry
    // point: nothing here depends on it, so the step glue and specrun never load the networking library.
    .target(name: "PointAppLive", dependencies: ["PointApp"], path: "Sources/Apps/PointAppLive"),
    // The step definitions that replay Specs/PointApp against the PointApp features.
    .target(
      name: "PointAppSpecs", dependencies: ["PointApp", "SpecRun", "Evergreen", "EvergreenTesting"],
      path: "Sources/Apps/PointAppSpecs"),
    // The seed apps' list binding each Specs/<App> folder to its step library (specrun and SpecsTests share it).
    .target(
      name: "SeedAppCatalog",
      dependencies: [
        "SpecRun",
        "MachoSpecs",
        "PinNestSpecs",
        "TaskShinSpecs",
        "OnlineCalendarSpecs",
        "PointAppSpecs",
      ],
      path: "Sources/Apps/SeedAppCatalog"),
    // Release-built benchmarks: `swift run -c release evergreen-bench`.
    .executableTarget(
      name: "evergreen-bench",
      dependencies: [
        "Evergreen", "EvergreenTesting", "CucumberMessages", "Gherkin", "SpecRun", "Macho", "MachoSpecs",
        "SeedAppCatalog",
      ]),

    // Finds ../shared (conformance data beside the checkout) for the tests that read it, and
    // summarises a run's messages (scenario statuses) for the tests that compare runs.
    .target(name: "SharedFixtures", dependencies: ["SpecRun", "CucumberMessages"], path: "Tests/SharedFixtures"),
    .target(name: "TestSupport", path: "Tests/TestSupport"),
    .testTarget(name: "EvergreenTests", dependencies: ["Evergreen", "EvergreenTesting"]),
    .testTarget(name: "EvergreenTestingTests", dependencies: ["EvergreenTesting", "Evergreen"]),
    .testTarget(name: "GherkinTests", dependencies: ["Gherkin", "CucumberMessages", "SharedFixtures"]),
    .testTarget(
      name: "SpecRunTests",
      dependencies: [
        "SpecRun", "SpecRunInit", "CucumberMessages", "Gherkin", "EvergreenTesting", "EvergreenReporting",
        "SharedFixtures",
      ]),
    .testTarget(name: "MachoTests", dependencies: ["Macho", "EvergreenTesting"], path: "Tests/Apps/MachoTests"),
    // The seed's own tests are written without `@MainActor` (TestStore is main-actor isolated), so
    // this target's code runs on the main actor by default.
    .testTarget(
      name: "PinNestTests", dependencies: ["PinNest", "EvergreenTesting"],
      path: "Tests/Apps/PinNestTests", swiftSettings: [.defaultIsolation(MainActor.self)]),
    // The PinNest step glue, replayed on scenarios written in the tests.
    .testTarget(name: "PinNestSpecsTests", dependencies: ["PinNestSpecs", "SpecRun"], path: "Tests/Apps/PinNestSpecs"),
    .testTarget(
      name: "TaskShinTests", dependencies: ["TaskShin", "EvergreenTesting"], path: "Tests/Apps/TaskShinTests"),
    // TaskShin's step glue (Sources/Apps/TaskShinSpecs) replayed with test-only steps: each Then step checks what its words say.
    .testTarget(
      name: "TaskShinSpecsTests", dependencies: ["TaskShinSpecs", "TaskShin", "SpecRun"],
      path: "Tests/Apps/TaskShinSpecs"),
    .testTarget(name: "DependencyRulesTests", dependencies: ["DependencyRules"]),
    .testTarget(
      name: "CalendarCoreTests",
      dependencies: ["CalendarCore", "EvergreenTesting", "DependencyRules", "OnlineCalendarSpecs"],
      path: "Tests/Apps/OnlineCalendar/CalendarCoreTests", swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "CalendarAuthTests", dependencies: ["CalendarAuth", "CalendarCore", "EvergreenTesting"],
      path: "Tests/Apps/OnlineCalendar/CalendarAuthTests", swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "CalendarMeetingTests", dependencies: ["CalendarMeeting", "CalendarCore", "EvergreenTesting"],
      path: "Tests/Apps/OnlineCalendar/CalendarMeetingTests", swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "CalendarStatsTests", dependencies: ["CalendarStats", "CalendarCore", "EvergreenTesting"],
      path: "Tests/Apps/OnlineCalendar/CalendarStatsTests", swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "CalendarAppBridgeTests",
      dependencies: [
        "CalendarAppBridge", "CalendarAuth", "CalendarMeeting", "CalendarStats", "CalendarCore", "EvergreenTesting",
      ],
      path: "Tests/Apps/OnlineCalendar/CalendarAppBridgeTests", swiftSettings: [.defaultIsolation(MainActor.self)]),
    .testTarget(
      name: "CalendarCoreLiveTests", dependencies: ["CalendarCoreLive", "CalendarCore", "TestSupport"],
      path: "Tests/Apps/OnlineCalendar/CalendarCoreLiveTests", swiftSettings: [.defaultIsolation(MainActor.self)]),
    // The OnlineCalendar step glue, replayed on scenarios written in the tests.
    .testTarget(
      name: "OnlineCalendarSpecsTests", dependencies: ["OnlineCalendarSpecs", "CalendarCore", "SpecRun"],
      path: "Tests/Apps/OnlineCalendar/OnlineCalendarSpecsTests"),
    .testTarget(
      name: "PointAppTests", dependencies: ["PointApp", "Evergreen", "EvergreenTesting"],
      path: "Tests/Apps/PointAppTests"),
    .testTarget(
      name: "PointAppLiveTests", dependencies: ["PointAppLive", "PointApp", "TestSupport"],
      path: "Tests/Apps/PointAppLiveTests"),
    // The code of the DocC articles (Sources/*/*.docc), one file per article, and the check that
    // every article's samples appear in the file they name.
    .testTarget(
      name: "DocumentationSamplesTests", dependencies: ["EvergreenTesting", "EvergreenReporting", "SpecRun"]),
    // Replays every scenario under Specs/ as its own Swift Testing test case.
    .testTarget(name: "SpecsTests", dependencies: ["SpecRun", "SeedAppCatalog", "SharedFixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
