import CucumberMessages
import Foundation
import Gherkin

/// Gherkin parse throughput on a synthetic corpus: feature files with backgrounds, tables,
/// doc strings and outlines, about 2 MB for 5,000 scenarios, then ten times that to show that
/// time grows linearly. Prints MB/s for parsing alone and with pickles, and pickles/s, each by
/// the best round and, in brackets, by the median round and by the median round's CPU time.
/// The two sizes take turns, round by round: a round of the small corpus parses it as many times
/// as the large one is bigger (ten), then a round of the large one parses it once, so both are
/// timed over the same work in the same spell of the machine (on a shared machine, 2 MB rounds
/// all run first landed in other spells than the 20 MB ones, and a best of short rounds catches
/// a fast moment more often than one of long rounds). The linearity is each round's own ratio of
/// the two rates, by their median, with the ratios of the bests and of the medians beside it.
/// Then, for each size, the same parse with pickles of all the corpus's files in one call on the
/// machine's processors (`Gherkin.forEachParsed`: each file's values handed on in order and let
/// go of, as the one-thread rounds let go of each file's), against the one-thread figure of the
/// same run. The one-thread rounds come first: once a process has started a thread, every
/// `malloc` and `free` takes a lock (glibc), 3% more instructions for a parse.
func runGherkinBenchmarks() {
  print("Gherkin parser (release build)")
  let threads = ProcessInfo.processInfo.activeProcessorCount
  let small = GherkinCorpus(scenarios: 5_000)
  let large = GherkinCorpus(scenarios: 50_000)
  let oneThread = measureInTurns(small, large, rounds: 7)
  let (smallSideBySide, largeSideBySide) = measureSideBySide(
    small, large, rounds: 7, threads: threads, oneThread: (oneThread.small, oneThread.large))
  let linearity = oneThread.linearity
  print(
    String(
      format:
        "  linearity: 20 MB rate / 2 MB rate = %.2f by the median of the %d rounds' own ratios (%.2f-%.2f; 1.00 is perfectly linear), %.2f by the bests, %.2f by the medians; on %d threads %.2f by the bests (%.2f by the medians)",
      linearity.median, linearity.ratios.count, linearity.lowest, linearity.highest,
      oneThread.large.withPickles.best / oneThread.small.withPickles.best,
      oneThread.large.withPickles.median / oneThread.small.withPickles.median, threads,
      largeSideBySide.best / smallSideBySide.best, largeSideBySide.median / smallSideBySide.median))
  print(
    String(
      format:
        "  goals: ≥ 60 MB/s with pickles, linearity ≥ 0.95. One thread (\"with pickles\"): %.1f / %.1f MB/s by the bests, linearity %.2f round by round; on %d threads (\"side by side\"): %.1f / %.1f MB/s (2 MB / 20 MB)\n",
      oneThread.small.withPickles.best, oneThread.large.withPickles.best, linearity.median, threads,
      smallSideBySide.best, largeSideBySide.best))
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

/// The large corpus's rate over the small one's, round by round (with pickles).
private struct Linearity {
  let ratios: [Double]
  var median: Double { ratios.sorted()[ratios.count / 2] }
  var lowest: Double { ratios.min() ?? 0 }
  var highest: Double { ratios.max() ?? 0 }
}

/// One thread's rates for `small` and `large`, their rounds in turn (see ``runGherkinBenchmarks()``):
/// parsing alone, then with pickles.
private func measureInTurns(_ small: GherkinCorpus, _ large: GherkinCorpus, rounds: Int) -> (
  small: Rates, large: Rates, linearity: Linearity
) {
  let passes = timesSmaller(small, than: large)
  var pickleCounts = (small: 0, large: 0)
  func parse(_ corpus: GherkinCorpus, compilePickles: Bool) -> Int {
    let ids = IdGenerator(.incrementing)
    var count = 0
    for source in corpus.sources {
      count += Gherkin.parse(source.data, uri: source.uri, ids: ids, compilePickles: compilePickles).pickles.count
    }
    return count
  }
  let parseOnly = RoundTimes.inTurns(
    rounds, { for _ in 0..<passes { _ = parse(small, compilePickles: false) } },
    { _ = parse(large, compilePickles: false) })
  let withPickles = RoundTimes.inTurns(
    rounds, { for _ in 0..<passes { pickleCounts.small = parse(small, compilePickles: true) } },
    { pickleCounts.large = parse(large, compilePickles: true) })
  let smallMegabytes = Double(small.byteCount * passes) / 1_000_000
  let largeMegabytes = Double(large.byteCount) / 1_000_000
  let smallRates = Rates(
    parseOnly: Rate(megabytes: smallMegabytes, seconds: parseOnly.first),
    withPickles: Rate(megabytes: smallMegabytes, seconds: withPickles.first))
  let largeRates = Rates(
    parseOnly: Rate(megabytes: largeMegabytes, seconds: parseOnly.second),
    withPickles: Rate(megabytes: largeMegabytes, seconds: withPickles.second))
  let ratios = zip(withPickles.first.inOrder, withPickles.second.inOrder).map { smallSeconds, largeSeconds in
    (largeMegabytes / largeSeconds) / (smallMegabytes / smallSeconds)
  }
  for (corpus, rates, seconds, pickles, label, timesParsed) in [
    (small, smallRates, withPickles.first, pickleCounts.small, "2 MB", passes),
    (large, largeRates, withPickles.second, pickleCounts.large, "20 MB", 1),
  ] {
    print(
      String(
        format:
          "  %@ (%.2f MB, %d files, %d pickles; parsed %d× a round, %d rounds in turn with the other size's; best round, then median, CPU median): parse %.1f MB/s (%.1f, %.1f), with pickles %.1f MB/s (%.1f, %.1f), %.0f pickles/s",
        label, Double(corpus.byteCount) / 1_000_000, corpus.sources.count, pickles, timesParsed, rounds,
        rates.parseOnly.best, rates.parseOnly.median, rates.parseOnly.cpuMedian, rates.withPickles.best,
        rates.withPickles.median, rates.withPickles.cpuMedian, Double(pickles * timesParsed) / seconds.best))
  }
  return (smallRates, largeRates, Linearity(ratios: ratios))
}

/// Parse with pickles of all of a corpus's files in one call on `threads` threads, `small` and
/// `large` in turn as on one thread, against the one-thread rates measured before it in the same run.
private func measureSideBySide(
  _ small: GherkinCorpus, _ large: GherkinCorpus, rounds: Int, threads: Int,
  oneThread: (small: Rates, large: Rates)
) -> (small: Rate, large: Rate) {
  let passes = timesSmaller(small, than: large)
  var pickleCounts = (small: 0, large: 0)
  func parse(_ corpus: GherkinCorpus) -> Int {
    var count = 0
    Gherkin.forEachParsed(corpus.sources, ids: IdGenerator(.incrementing), threads: threads) { parsed in
      count += parsed.pickles.count
    }
    return count
  }
  let seconds = RoundTimes.inTurns(
    rounds, { for _ in 0..<passes { pickleCounts.small = parse(small) } }, { pickleCounts.large = parse(large) })
  let rates = (
    small: Rate(megabytes: Double(small.byteCount * passes) / 1_000_000, seconds: seconds.first),
    large: Rate(megabytes: Double(large.byteCount) / 1_000_000, seconds: seconds.second)
  )
  for (corpus, rate, pickles, label, oneThreadRate) in [
    (small, rates.small, pickleCounts.small, "2 MB", oneThread.small),
    (large, rates.large, pickleCounts.large, "20 MB", oneThread.large),
  ] {
    print(
      String(
        format:
          "  %@ side by side on %d threads (Gherkin.forEachParsed over the %d files, %d pickles, each let go of; %d rounds in turn with the other size's; best round, then median, MB per CPU second by the median): with pickles %.1f MB/s (%.1f, %.1f) = %.2f× the one-thread rate by the bests (%.2f× by the medians)",
        label, threads, corpus.sources.count, pickles, rounds, rate.best, rate.median, rate.cpuMedian,
        rate.best / oneThreadRate.withPickles.best, rate.median / oneThreadRate.withPickles.median))
  }
  return rates
}

/// How many times `large` is bigger than `small`, whole: how many times a round of `small` parses it.
private func timesSmaller(_ small: GherkinCorpus, than large: GherkinCorpus) -> Int {
  max(1, Int((Double(large.byteCount) / Double(small.byteCount)).rounded()))
}

/// The wall and CPU time of each of several rounds of `body`, in seconds:
/// `RoundTimes(15) { parse() }.median`.
private struct RoundTimes {
  /// The rounds' wall times in the order they ran.
  let inOrder: [Double]
  private let sorted: [Double]
  private let sortedCPU: [Double]

  init(_ rounds: Int, _ body: () -> Void) {
    var times: [(seconds: Double, cpuSeconds: Double)] = []
    for _ in 0..<rounds { times.append(Self.time(body)) }
    self.init(times)
  }

  private init(_ times: [(seconds: Double, cpuSeconds: Double)]) {
    inOrder = times.map(\.seconds)
    sorted = inOrder.sorted()
    sortedCPU = times.map(\.cpuSeconds).sorted()
  }

  /// `rounds` rounds of `first` and of `second`, in turn (first, second, first, …).
  static func inTurns(_ rounds: Int, _ first: () -> Void, _ second: () -> Void) -> (
    first: RoundTimes, second: RoundTimes
  ) {
    var times: (first: [(seconds: Double, cpuSeconds: Double)], second: [(seconds: Double, cpuSeconds: Double)]) =
      ([], [])
    for _ in 0..<rounds {
      times.first.append(time(first))
      times.second.append(time(second))
    }
    return (RoundTimes(times.first), RoundTimes(times.second))
  }

  private static func time(_ body: () -> Void) -> (seconds: Double, cpuSeconds: Double) {
    let cpuStart = CPUTime.seconds(of: .thisProcess)
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return (
      Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000_000, CPUTime.seconds(of: .thisProcess) - cpuStart
    )
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
