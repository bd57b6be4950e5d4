import Testing
@testable import SpecRun
