import CucumberMessages
import Foundation
import Gherkin

/// Gherkin parse throughput on a synthetic corpus: feature files with backgrounds, tables,
/// doc strings and outlines, about 2 MB for 5,000 scenarios, then ten times that to show that
/// time grows linearly. Prints MB/s for parsing alone and with pickles, and pickles/s, each by
/// the best round and, in brackets, by the median round and by the median round's CPU time (15
/// rounds of 2 MB, 7 of 20 MB: on a shared machine a best of three 20 MB rounds swung with the
/// others' load), and the linearity by the bests and by the medians. Then, for each size, the
/// same parse with pickles of all the corpus's files in one call on the machine's processors
/// (`Gherkin.forEachParsed`: each file's values handed on in order and let go of, as the
/// one-thread rounds let go of each file's), against the one-thread figure of the same run. The one-thread
/// rounds come first: once a process has started a thread, every `malloc` and `free` takes a lock
/// (glibc), 3% more instructions for a parse.
func runGherkinBenchmarks() {
  print("Gherkin parser (release build)")
  let threads = ProcessInfo.processInfo.activeProcessorCount
  let small = GherkinCorpus(scenarios: 5_000)
  let large = GherkinCorpus(scenarios: 50_000)
  let smallRate = measure(small, label: "2 MB", rounds: 15)
  let largeRate = measure(large, label: "20 MB", rounds: 7)
  let smallSideBySide = measureSideBySide(small, label: "2 MB", rounds: 15, threads: threads, oneThread: smallRate)
  let largeSideBySide = measureSideBySide(large, label: "20 MB", rounds: 7, threads: threads, oneThread: largeRate)
  print(
    String(
      format:
        "  linearity: 20 MB rate / 2 MB rate = %.2f by the bests (%.2f by the medians; 1.00 is perfectly linear); on %d threads %.2f (%.2f)",
      largeRate.withPickles.best / smallRate.withPickles.best,
      largeRate.withPickles.median / smallRate.withPickles.median, threads,
      largeSideBySide.best / smallSideBySide.best,
      largeSideBySide.median / smallSideBySide.median))
  print(
    String(
      format:
        "  goals: ≥ 60 MB/s with pickles, linearity ≥ 0.95. One thread (\"with pickles\"): %.1f / %.1f MB/s by the bests; on %d threads (\"side by side\"): %.1f / %.1f MB/s (2 MB / 20 MB)\n",
      smallRate.withPickles.best, largeRate.withPickles.best, threads, smallSideBySide.best,
      largeSideBySide.best))
}

/// MB/s by the fastest round, by the median one, and by the median CPU time.
private struct Rate {
  let best: Double
  let median: Double
  let cpuMedian: Double

  init(megabytes: Double, seconds: RoundTimes) {
    best = megabytes / seconds.best
    median = megabytes / seconds.median
    cpuMedian = megabytes / seconds.cpuMedian
  }
}

private struct Rates {
  let parseOnly: Rate
  let withPickles: Rate
}

private func measure(_ corpus: GherkinCorpus, label: String, rounds: Int) -> Rates {
  let megabytes = Double(corpus.byteCount) / 1_000_000
  var pickleCount = 0
  let parseSeconds = RoundTimes(rounds) {
    let ids = IdGenerator(.incrementing)
    for source in corpus.sources {
      _ = Gherkin.parse(source.data, uri: source.uri, ids: ids, compilePickles: false)
    }
  }
  let pickleSeconds = RoundTimes(rounds) {
    let ids = IdGenerator(.incrementing)
    var count = 0
    for source in corpus.sources {
      count += Gherkin.parse(source.data, uri: source.uri, ids: ids).pickles.count
    }
    pickleCount = count
  }
  let rates = Rates(
    parseOnly: Rate(megabytes: megabytes, seconds: parseSeconds),
    withPickles: Rate(megabytes: megabytes, seconds: pickleSeconds))
  print(
    String(
      format:
        "  %@ (%.2f MB, %d files, %d pickles; best of %d rounds, then median, CPU median): parse %.1f MB/s (%.1f, %.1f), with pickles %.1f MB/s (%.1f, %.1f), %.0f pickles/s",
      label, megabytes, corpus.sources.count, pickleCount, rounds, rates.parseOnly.best, rates.parseOnly.median,
      rates.parseOnly.cpuMedian, rates.withPickles.best, rates.withPickles.median, rates.withPickles.cpuMedian,
      Double(pickleCount) / pickleSeconds.best))
  return rates
}

/// Parse with pickles of all of `corpus`'s files in one call on `threads` threads, against the
/// one-thread rate `oneThread` measured before it in the same run.
private func measureSideBySide(
  _ corpus: GherkinCorpus, label: String, rounds: Int, threads: Int, oneThread: Rates
) -> Rate {
  var pickleCount = 0
  let seconds = RoundTimes(rounds) {
    var count = 0
    Gherkin.forEachParsed(corpus.sources, ids: IdGenerator(.incrementing), threads: threads) { parsed in
      count += parsed.pickles.count
    }
    pickleCount = count
  }
  let rate = Rate(megabytes: Double(corpus.byteCount) / 1_000_000, seconds: seconds)
  print(
    String(
      format:
        "  %@ side by side on %d threads (Gherkin.forEachParsed over the %d files, %d pickles, each let go of; best of %d rounds, then median, MB per CPU second by the median): with pickles %.1f MB/s (%.1f, %.1f) = %.2f× the one-thread rate by the bests (%.2f× by the medians)",
      label, threads, corpus.sources.count, pickleCount, rounds, rate.best, rate.median, rate.cpuMedian,
      rate.best / oneThread.withPickles.best, rate.median / oneThread.withPickles.median))
  return rate
}

/// The wall and CPU time of each of several rounds of `body`, in seconds:
/// `RoundTimes(15) { parse() }.median`.
private struct RoundTimes {
  private let sorted: [Double]
  private let sortedCPU: [Double]

  init(_ rounds: Int, _ body: () -> Void) {
    var seconds: [Double] = []
    var cpuSeconds: [Double] = []
    for _ in 0..<rounds {
      let cpuStart = CPUTime.seconds(of: .thisProcess)
      let start = DispatchTime.now().uptimeNanoseconds
      body()
      seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000)
      cpuSeconds.append(CPUTime.seconds(of: .thisProcess) - cpuStart)
    }
    sorted = seconds.sorted()
    sortedCPU = cpuSeconds.sorted()
  }

  var best: Double { sorted[0] }
  var median: Double { sorted[sorted.count / 2] }
  var cpuMedian: Double { sortedCPU[sortedCPU.count / 2] }
}

/// Feature files of 50 scenarios each: a background, plain scenarios with data tables or doc
/// strings, and outlines with two examples blocks (about 400 bytes per scenario, so 5,000
/// scenarios make about 2 MB).
struct GherkinCorpus {
  let sources: [Messages.Source]
  let byteCount: Int

  init(scenarios: Int) {
    var sources: [Messages.Source] = []
    var bytes = 0
    var made = 0
    var file = 0
    while made < scenarios {
      var text = """
        @billing @file\(file)
        Feature: Billing number \(file)
          As a shop owner I want invoices to add up,
          so that customers trust the totals.

          Background:
            Given a customer "Ada" with id \(file)
            And the catalogue has these products:
              | sku   | name        | price |
              | A-100 | Apple       | 0.50  |
              | B-200 | Banana\\|XL  | 0.25  |

        """
      for index in 0..<min(50, scenarios - made) {
        switch index % 4 {
        case 0:
          text += """
              @fast @smoke
              Scenario: pay a simple invoice \(index)
                Paying an invoice in full marks it paid and sends a receipt
                to the address on file, in the customer's language.
                Given an invoice with 3 lines
                When the customer pays 12.50 EUR
                Then the invoice is marked paid
                And a receipt is emailed
                But no payment reminder is scheduled for the invoice

            """
        case 1:
          text += """
              Scenario: invoice lines from a table \(index)
                Given these invoice lines:
                  | sku   | quantity | discount |
                  | A-100 | 4        | 0%       |
                  | B-200 | 10       | 5%       |
                  | C-300 | 1        | 10%      |
                When the invoice is totalled
                Then the total is 4.38 EUR
                And the tax line reads "VAT 19%"
                And the invoice total is rounded to whole cents

            """
        case 2:
          text += """
              Scenario: invoice from a JSON payload \(index)
                Given the payload:
                  \"\"\"json
                  {
                    "customer": "Ada",
                    "lines": [{"sku": "A-100", "quantity": 4}]
                  }
                  \"\"\"
                When it is imported
                Then there is 1 invoice
                # the importer keeps the original payload for audits
                And the audit log has 1 entry
                But the original payload is never shown to customers

            """
        default:
          text += """
              Scenario Outline: discounts for <tier> customers \(index)
                Given a <tier> customer
                When they buy <count> apples
                And the loyalty card shows <tier>
                Then they pay <total> EUR
                And the receipt names the <tier> discount they received

                @common
                Examples: common tiers
                  | tier   | count | total |
                  | bronze | 10    | 5.00  |
                  | silver | 10    | 4.75  |

                Examples: rare tiers
                  | tier  | count | total |
                  | gold  | 10    | 4.50  |

            """
        }
        made += 1
      }
      bytes += text.utf8.count
      sources.append(Messages.Source(uri: "billing\(file).feature", data: text, mediaType: .plain))
      file += 1
    }
    self.sources = sources
    byteCount = bytes
  }
}
