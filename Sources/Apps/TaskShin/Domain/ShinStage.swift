/// How grown a shin is. A shin moves up a stage when its growth reaches the stage's threshold.
///
/// ```swift
/// ShinStage(growth: 0)   // .egg
/// ShinStage(growth: 3)   // .child
/// ```
public enum ShinStage: Int, CaseIterable, Comparable, Sendable, CustomStringConvertible {
  case egg
  case baby
  case child
  case adult

  /// The growth a shin needs to reach this stage.
  public var threshold: Int {
    switch self {
    case .egg: 0
    case .baby: 1
    case .child: 3
    case .adult: 6
    }
  }

  /// The stage a shin with `growth` points is at.
  public init(growth: Int) {
    self = Self.allCases.last { growth >= $0.threshold } ?? .egg
  }

  public var description: String {
    switch self {
    case .egg: "たまご"
    case .baby: "あかちゃん"
    case .child: "こども"
    case .adult: "おとな"
    }
  }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
