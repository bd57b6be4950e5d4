#if canImport(XCTest)
  import Evergreen
  import XCTest

  /// Context detection under XCTest (the rest of the suite runs under Swift Testing).
  final class DependencyContextXCTests: XCTestCase {
    func testAnXCTestReadsTestValues() {
      XCTAssertEqual(DependencyValues().context, .test)
      XCTAssertEqual(DependencyValues.current[Greeting.self].text, "test")
    }
  }
#endif
