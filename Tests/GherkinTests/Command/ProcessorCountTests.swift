import Foundation
import Testing

@testable import Gherkin

@Suite("The processors specrun gherkin shares its files between")
struct ProcessorCountTests {
  @Test("the count is at least one and at most the processors online")
  func withinTheProcessorsOnline() {
    #expect(ProcessorCount.active >= 1)
    #if os(Linux)
      #expect(ProcessorCount.active <= Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    #endif
  }

  @Test(
    "a control group version 2 cpu.max line gives its quota's processors rounded up; max is no quota",
    arguments: [
      ("200000 100000", 2), ("150000 100000", 2), ("50000 100000", 1), ("max 100000", nil), ("max", nil),
      ("", nil), ("100000 0", nil), ("1 2 3", nil),
    ] as [(String, Int?)])
  func cpuMax(line: String, processors: Int?) {
    #expect(ProcessorCount.cpuMax(line) == processors)
  }

  @Test("the affinity is read from its line of /proc/self/status, spaces and tabs around it dropped")
  func affinityLine() {
    let status = "Name:\tspecrun\nCpus_allowed:\t3\nCpus_allowed_list:\t0-1\nMems_allowed:\t1\n"
    #expect(ProcessorCount.field("Cpus_allowed_list:", in: status) == "0-1")
    #expect(ProcessorCount.cpuset(ProcessorCount.field("Cpus_allowed_list:", in: status)) == 2)
    #expect(ProcessorCount.field("Cpus_allowed_list:", in: "Name:\tspecrun\n") == nil)
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
