import Foundation
import Testing

@testable import Gherkin

@Suite("The processors specrun gherkin shares its files between")
struct ProcessorCountTests {
  @Test("the count is Foundation's active processor count")
  func sameAsFoundation() {
    #expect(ProcessorCount.active == ProcessInfo.processInfo.activeProcessorCount)
  }

  @Test(
    "a CPU quota gives its processors rounded up; no quota or no period gives none",
    arguments: [
      ("200000", "100000", 2), ("150000", "100000", 2), ("50000", "100000", 1), ("-1", "100000", nil),
      ("max", "100000", nil), ("100000", "0", nil), ("100000", "", nil),
    ] as [(String, String, Int?)])
  func quota(quota: String, period: String, processors: Int?) {
    #expect(ProcessorCount.quota(quota, period: { period }) == processors)
  }

  @Test("the period is not read without a quota, and a missing file is no quota")
  func periodReadOnlyWithAQuota() {
    var periodRead = false
    #expect(
      ProcessorCount.quota(
        "-1",
        period: {
          periodRead = true
          return "100000"
        }) == nil)
    #expect(!periodRead)
    #expect(ProcessorCount.quota(nil, period: { "100000" }) == nil)
  }

  @Test(
    "a cpuset list counts its processors; an empty or malformed list counts none",
    arguments: [("0-1", 2), ("0-3,8", 5), ("4", 1), ("0,2,4-5", 4), ("", nil), ("3-1", nil), ("a-b", nil)]
      as [(String, Int?)])
  func cpuset(list: String, processors: Int?) {
    #expect(ProcessorCount.cpuset(list) == processors)
  }
}
