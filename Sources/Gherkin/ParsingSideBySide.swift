import CucumberMessages
import Foundation

extension Gherkin {
  /// Parses each of `sources` and compiles its pickles (unless `compilePickles` is `false`) on
  /// `threads` threads (by default one per processor), and returns exactly what parsing them one
  /// after the other with `ids` gives: the same values, in the sources' order, and `ids` left
  /// where those calls leave it, so the ids it makes afterwards are the same too. A source's
  /// media type is the one its message names, else the one its `uri` ends with.
  ///
  /// ```swift
  /// let ids = IdGenerator(.incrementing)
  /// let parsed = Gherkin.parse(sources, ids: ids)
  /// // == sources.map { Gherkin.parse($0.data, uri: $0.uri, mediaType: MediaType(path: $0.uri), ids: ids) }
  /// parsed[2].errors   // a file that does not parse has its errors in its place
  /// ids.newId()        // the id the calls one after the other would make next
  /// ```
  ///
  /// Each file is parsed on its own, numbering its predictable ids from `"0"`; as soon as its
  /// document is built, it counts the ids its pickles will take and claims its range after the
  /// files before it (`IdRanges`), moves its document's ids up to that range (`MovedIds`,
  /// in place) and compiles its pickles with ids from the range, so no pickle is touched twice.
  /// Should a file's pickles take other than the ids it counted for them, the files after it
  /// are parsed again, one after the other with `ids`: the result is still the same.
  /// Random UUIDs need no numbering: each file makes its own. The threads are started for the
  /// call and have ended when it returns (`InOrderWork`); with one thread or one source,
  /// everything runs on the calling thread with `ids` itself.
  public static func parse(
    _ sources: [Messages.Source], ids: IdGenerator = IdGenerator(), compilePickles: Bool = true, threads: Int? = nil
  ) -> [Parsed] {
    var parsed: [Parsed] = []
    parsed.reserveCapacity(sources.count)
    forEachParsed(sources, ids: ids, compilePickles: compilePickles, threads: threads) { parsed.append($0) }
    return parsed
  }

  /// The same values as ``parse(_:ids:compilePickles:threads:)``, handed to `body` on the calling
  /// thread one by one in the sources' order while the threads parse the sources after them. A
  /// caller that uses each file and lets it go (runs it, writes it out, counts it) never holds
  /// them all: a file `body` does not keep is freed by the thread that made it, when it takes its
  /// next source (freeing another thread's memory would wait for that thread's `malloc` lock).
  /// When `body` is called, `ids` is where the calls one after the other leave it after that
  /// file; `body` must not make ids with it (the files after it have taken theirs already).
  ///
  /// ```swift
  /// var pickleCount = 0
  /// Gherkin.forEachParsed(sources, ids: ids) { parsed in pickleCount += parsed.pickles.count }
  /// ```
  public static func forEachParsed(
    _ sources: [Messages.Source], ids: IdGenerator = IdGenerator(), compilePickles: Bool = true, threads: Int? = nil,
    _ body: (Parsed) -> Void
  ) {
    forEachParsed(
      sources, ids: ids, compilePickles: compilePickles, threads: threads,
      countingPickleIds: { compiler, document in compiler.idCount(of: document) }, body)
  }

  /// ``forEachParsed(_:ids:compilePickles:threads:_:)`` with the count of the ids a file's
  /// pickles will take made by `countingPickleIds`, so that a test can make it wrong on purpose.
  ///
  /// A file whose pickles took other than the ids it claimed still comes out right (its pickles
  /// number on from its document's ids), but the files after it claimed their ranges from a
  /// wrong end: they, and all the files after them, are parsed again one after the other with
  /// `ids`, which gives exactly what the calls one after the other give.
  ///
  /// ```swift
  /// Gherkin.forEachParsed(sources, ids: ids, compilePickles: true, threads: 2, countingPickleIds: { _, _ in 0 }) { … }
  /// ```
  static func forEachParsed(
    _ sources: [Messages.Source], ids: IdGenerator, compilePickles: Bool, threads: Int?,
    countingPickleIds: @escaping @Sendable (PickleCompiler, Messages.GherkinDocument) -> Int,
    _ body: (Parsed) -> Void
  ) {
    let threads = threads ?? (sources.count > 1 ? ProcessorCount.active : 1)
    guard threads > 1, sources.count > 1 else {
      for source in sources { body(parse(source, ids: ids, compilePickles: compilePickles)) }
      return
    }
    let file = SideBySideFile(
      kind: ids.kind, firstId: ids.count, ranges: IdRanges(count: sources.count), compilePickles: compilePickles,
      countingPickleIds: countingPickleIds)
    let handedBack = HandedBack<Parsed>()
    let callingThread = ObjectIdentifier(Thread.current)
    var delivered = 0
    var rangesHold = true
    InOrderWork.run(
      count: sources.count, threads: threads, lookahead: 4 * threads,
      input: { $0 },
      work: { [sources] index, _ in
        let maker = ObjectIdentifier(Thread.current)
        handedBack.drop(madeBy: maker)
        return (file.parse(sources[index], at: index), maker)
      },
      deliver: { result in
        defer { delivered += 1 }
        // After a file that took other ids than it claimed, the threads' values are let go of
        // (a path for a miscount, which the tests make on purpose; it is not made fast).
        guard rangesHold else {
          body(parse(sources[delivered], ids: ids, compilePickles: compilePickles))
          return
        }
        ids.skip(result.0.idCount)
        rangesHold = result.0.idCount == result.0.claimedIdCount
        body(result.0.parsed)
        if result.1 != callingThread { handedBack.keep(result.0.parsed, madeBy: result.1) }
      })
  }

  /// One source parsed as ``parse(_:uri:mediaType:ids:compilePickles:)`` parses its text.
  fileprivate static func parse(_ source: Messages.Source, ids: IdGenerator, compilePickles: Bool) -> Parsed {
    parse(
      source.data, uri: source.uri, mediaType: MediaType(message: source) ?? MediaType(path: source.uri), ids: ids,
      compilePickles: compilePickles)
  }
}

/// How one of several sources parsed side by side is parsed on its thread: with a generator of
/// its own, its predictable ids then moved to the range after the files before it.
private struct SideBySideFile: Sendable {
  let kind: IdGenerator.Kind
  /// The caller's generator's count when the call began: the first file's first id.
  let firstId: Int
  let ranges: IdRanges
  let compilePickles: Bool
  /// How many ids a document's pickles will take: `PickleCompiler.idCount(of:)`, but for tests.
  let countingPickleIds: @Sendable (PickleCompiler, Messages.GherkinDocument) -> Int

  /// The source at `index` parsed, how many ids it took, and how many it claimed for its range
  /// (the same, unless its pickles were counted wrong: then the files after it were numbered
  /// from a wrong start).
  func parse(_ source: Messages.Source, at index: Int)
    -> (parsed: Gherkin.Parsed, idCount: Int, claimedIdCount: Int)
  {
    let ids = IdGenerator(kind)
    var parsed = Gherkin.parse(source, ids: ids, compilePickles: false)
    let documentIds = ids.count
    guard var document = parsed.document else {
      // A file that does not parse shows no id, but the ids it took count for the files after it.
      if kind == .incrementing { _ = ranges.claim(documentIds, for: index) }
      return (parsed, documentIds, documentIds)
    }
    let pickleIds = compilePickles ? countingPickleIds(PickleCompiler(ids: ids), document) : 0
    var pickleGenerator = ids
    if kind == .incrementing {
      let start = firstId + ranges.claim(documentIds + pickleIds, for: index)
      if start != 0 {
        // Emptied first, so the document's parts are held once and changed where they lie.
        parsed.document = nil
        MovedIds(count: documentIds, from: start).move(&document)
        parsed.document = document
      }
      pickleGenerator = IdGenerator(.incrementing, count: start + documentIds)
    }
    let before = pickleGenerator.count
    if compilePickles {
      parsed.pickles = PickleCompiler(ids: pickleGenerator).compile(document, uri: source.uri)
    }
    return (parsed, documentIds + pickleGenerator.count - before, documentIds + pickleIds)
  }
}
