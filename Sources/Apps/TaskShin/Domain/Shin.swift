/// A shin the child has discovered, and how much it grew.
///
/// ```swift
/// var shin = Shin(kind: .mori)
/// shin.growth += 1
/// shin.stage   // .baby
/// ```
public struct Shin: Identifiable, Equatable, Sendable {
  public var id: ShinKind { kind }
  public let kind: ShinKind
  /// One point per counted completion of a task of this kind.
  public var growth: Int

  public init(kind: ShinKind, growth: Int = 0) {
    self.kind = kind
    self.growth = growth
  }

  public var stage: ShinStage { ShinStage(growth: growth) }
}
