import Foundation
import Synchronization

/// The app's backend, kept in memory: the survey catalogue, the answers received, and the points
/// ledger. Answering a survey and crediting its points write here, so the balance and the history
/// always agree with what was credited. The live and preview clients read and write one shared
/// instance; scenarios make their own.
///
/// Made with a ``StorageClient`` (``restoring(from:catalogue:now:)``), it starts from what was
/// saved there and saves after every change what must survive a restart: the answered surveys,
/// the ledger, each day's missions, the streak and the achievements (the catalogue is the
/// server's, published again). A request that changes none of it (saving the streak it has)
/// writes nothing; a change that cannot be saved is not made, and the request fails.
///
/// ```swift
/// let backend = PointAppBackend(catalogue: Survey.samples, now: { date.now })
/// let surveys = SurveyClient.inMemory(backend)
/// let points = PointClient.inMemory(backend)
///
/// let kept = try PointAppBackend.restoring(from: .inMemory(), catalogue: Survey.samples)
/// ```
public final class PointAppBackend: Sendable {
  struct Storage {
    var catalogue: [Survey]
    var answered: Set<SurveyID> = []
    var ledger: [PointTransaction] = []
    var missions: [Date: [DailyMission]] = [:]
    var streak = Streak.none
    var achievements = Achievement.catalogue
    var isReachable = true

    /// What survives a restart.
    var saved: Saved {
      Saved(
        answered: answered.map(\.value).sorted(), ledger: ledger,
        missions: missions.map { Saved.Day(day: $0.key, missions: $0.value) }.sorted { $0.day < $1.day },
        streak: streak, achievements: achievements)
    }

    /// Whether what survives a restart is the same in `other`: then there is nothing new to save.
    func keepsWhatSurvives(of other: Storage) -> Bool {
      answered == other.answered && ledger == other.ledger && missions == other.missions && streak == other.streak
        && achievements == other.achievements
    }

    mutating func restore(_ saved: Saved) {
      answered = Set(saved.answered.map(SurveyID.init))
      ledger = saved.ledger
      missions = Dictionary(saved.missions.map { ($0.day, $0.missions) }, uniquingKeysWith: { _, last in last })
      streak = saved.streak
      achievements = saved.achievements
    }
  }

  /// What the backend saves in its ``StorageClient``, under ``Saved/name``.
  struct Saved: Codable, Equatable {
    static let name = "point-app"
    struct Day: Codable, Equatable {
      var day: Date
      var missions: [DailyMission]
    }
    var answered: [String]
    var ledger: [PointTransaction]
    var missions: [Day]
    var streak: Streak
    var achievements: [Achievement]
  }

  let storage: Mutex<Storage>
  let now: @Sendable () -> Date
  /// Where changes are saved; `nil` keeps them in memory only.
  let disk: StorageClient?
  /// The last save's parts as JSON, so a save encodes only what changed (always under `storage`'s lock).
  private let savedJSON = Mutex(SavedJSON())

  /// A backend offering `catalogue`, telling the time with `now`, kept in memory only.
  public init(catalogue: [Survey] = Survey.samples, now: @escaping @Sendable () -> Date = { Date() }) {
    self.storage = Mutex(Storage(catalogue: catalogue))
    self.now = now
    self.disk = nil
  }

  private init(storage: Storage, now: @escaping @Sendable () -> Date, disk: StorageClient) {
    self.storage = Mutex(storage)
    self.now = now
    self.disk = disk
  }

  /// A backend that starts from what `disk` keeps (nothing yet: a fresh start) and saves every
  /// change there. Throws when what is kept cannot be read.
  public static func restoring(
    from disk: StorageClient, catalogue: [Survey] = Survey.samples, now: @escaping @Sendable () -> Date = { Date() }
  ) throws -> PointAppBackend {
    var storage = Storage(catalogue: catalogue)
    if let data = try disk.load(Saved.name) {
      storage.restore(try JSONDecoder().decode(Saved.self, from: data))
    }
    return PointAppBackend(storage: storage, now: now, disk: disk)
  }

  /// The backend of the live app, kept in the app's folder (``StorageClient/appFolder``). If what
  /// is kept there cannot be read, the app runs in memory and leaves the file as it is.
  public static let shared: PointAppBackend = {
    do {
      return try restoring(from: .liveValue)
    } catch {
      return PointAppBackend()
    }
  }()

  /// The backend of previews: the sample surveys, in memory.
  public static let preview = PointAppBackend()

  /// Makes every later request fail with ``BackendError/unreachable`` (or answer again).
  public func setReachable(_ reachable: Bool) { storage.withLock { $0.isReachable = reachable } }

  /// Whether requests reach the backend now.
  public var isReachable: Bool { storage.withLock { $0.isReachable } }

  /// Adds surveys to the catalogue.
  public func publish(_ surveys: [Survey]) { storage.withLock { $0.catalogue += surveys } }

  /// The missions of the day starting at `day`: as saved, or a fresh set of ``DailyMission/daily``.
  func missions(on day: Date) throws -> [DailyMission] {
    try read { storage, _ in storage.missions[day] ?? DailyMission.daily }
  }

  /// Saves the missions of the day starting at `day`. A reward credited stays credited: a save
  /// made before the credit was answered (its missions not rewarded yet) does not undo it.
  func save(_ missions: [DailyMission], on day: Date) throws {
    try write { storage in
      let credited = Set((storage.missions[day] ?? []).filter(\.isRewarded).map(\.kind))
      storage.missions[day] = missions.map { mission in
        var kept = mission
        kept.isRewarded = mission.isRewarded || credited.contains(mission.kind)
        return kept
      }
    }
  }

  /// Credits the reward of `mission`, completed on the day starting at `day`, and records that
  /// day's mission rewarded, in one change: whatever the app later learns or forgets, the reward
  /// is credited once. A reward credited already is not credited again (the request succeeds).
  func creditReward(for mission: DailyMission, on day: Date) throws {
    let now = now()
    try storage.withLock { storage in
      guard storage.isReachable else { throw BackendError.unreachable }
      var missions = storage.missions[day] ?? DailyMission.daily
      let saved = missions.firstIndex { $0.kind == mission.kind }
      if let saved, missions[saved].isRewarded { return }
      guard mission.isCompleted else { throw BackendError.missionNotCompleted(mission.kind) }
      var rewarded = mission
      rewarded.isRewarded = true
      if let saved { missions[saved] = rewarded } else { missions.append(rewarded) }
      var changed = storage
      changed.missions[day] = missions
      changed.ledger.append(
        PointTransaction(
          id: PointTransactionID(storage.ledger.count + 1), amount: mission.reward,
          reason: .missionCompleted(title: mission.title), occurredAt: now))
      try persist(changed)
      storage = changed
    }
  }

  func streak() throws -> Streak { try read { storage, _ in storage.streak } }

  func save(_ streak: Streak) throws { try write { $0.streak = streak } }

  func achievements() throws -> [Achievement] { try read { storage, _ in storage.achievements } }

  func save(_ achievements: [Achievement]) throws { try write { $0.achievements = achievements } }

  /// What achievements are measured against: surveys answered, the longest streak, points earned.
  func achievementProgress() throws -> AchievementProgress {
    try read { storage, _ in
      AchievementProgress(
        surveysAnswered: storage.answered.count, longestStreak: storage.streak.longest,
        pointsEarned: PointBalance(transactions: storage.ledger).available)
    }
  }

  /// What the ledger adds up to, read on the backend's side (whether or not the network is up).
  public var ledgerBalance: PointBalance { storage.withLock { PointBalance(transactions: $0.ledger) } }

  /// Every entry of the ledger, oldest first, read on the backend's side.
  public var ledgerEntries: [PointTransaction] { storage.withLock { $0.ledger } }

  /// Surveys still open and not answered yet, in the catalogue's order.
  func openSurveys() throws -> [Survey] {
    try read { storage, now in
      storage.catalogue.filter { $0.isAvailable(at: now) && !storage.answered.contains($0.id) }
    }
  }

  func survey(id: SurveyID) throws -> Survey? { try read { storage, _ in storage.catalogue.first { $0.id == id } } }

  /// Records the answers and returns the reward; throws a ``SurveyError`` when they are not valid
  /// or the survey is closed or answered already.
  func submit(_ answers: [SurveyAnswer], to id: SurveyID) throws -> PointAmount {
    let now = now()
    return try storage.withLock { storage in
      guard storage.isReachable else { throw BackendError.unreachable }
      guard let survey = storage.catalogue.first(where: { $0.id == id }) else { throw BackendError.surveyNotFound(id) }
      guard survey.isAvailable(at: now) else { throw SurveyError.expired }
      guard !storage.answered.contains(id) else { throw SurveyError.alreadyAnswered }
      try survey.validateAnswers(answers).get()
      var changed = storage
      changed.answered.insert(id)
      try persist(changed)
      storage = changed
      return survey.reward
    }
  }

  /// Adds `amount` to the ledger, dated now.
  public func credit(_ amount: PointAmount, for reason: PointTransaction.Reason) throws {
    let now = now()
    try storage.withLock { storage in
      guard storage.isReachable else { throw BackendError.unreachable }
      var changed = storage
      changed.ledger.append(
        PointTransaction(
          id: PointTransactionID(storage.ledger.count + 1), amount: amount, reason: reason, occurredAt: now))
      try persist(changed)
      storage = changed
    }
  }

  func balance() throws -> PointBalance { try read { storage, _ in PointBalance(transactions: storage.ledger) } }

  /// Page `number` (from 1) of the ledger, newest first.
  func history(page number: Int) throws -> PointHistoryPage {
    try read { storage, _ in
      let newestFirst = Array(storage.ledger.reversed())
      let start = max(number - 1, 0) * PointHistoryPage.size
      let end = min(start + PointHistoryPage.size, newestFirst.count)
      let transactions = start < end ? Array(newestFirst[start..<end]) : []
      return PointHistoryPage(number: number, transactions: transactions, hasMore: end < newestFirst.count)
    }
  }

  private func write(_ body: (inout Storage) -> Void) throws {
    try storage.withLock { storage in
      guard storage.isReachable else { throw BackendError.unreachable }
      var changed = storage
      body(&changed)
      // Saving again what is saved already would write the same file: only a change is saved.
      if !changed.keepsWhatSurvives(of: storage) { try persist(changed) }
      storage = changed
    }
  }

  /// Saves what survives a restart of `storage`, when this backend has a disk.
  private func persist(_ storage: Storage) throws {
    guard let disk else { return }
    try disk.save(savedJSON.withLock { try $0.encode(storage.saved) }, Saved.name)
  }

  private func read<T>(_ body: (Storage, Date) throws -> T) throws -> T {
    let now = now()
    return try storage.withLock { storage in
      guard storage.isReachable else { throw BackendError.unreachable }
      return try body(storage, now)
    }
  }
}
