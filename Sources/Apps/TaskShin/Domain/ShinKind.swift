/// The kinds of 「〇〇しん」 a child can collect. Each task grows one kind.
public enum ShinKind: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
  case hoshi
  case mori
  case umi
  /// The secret shin: found only when ``ShinKind/secretThreshold`` completions were counted.
  case niji

  /// The completions (of any task) after which the secret ``niji`` shin is discovered.
  public static let secretThreshold = 10

  /// The name the child sees.
  public var name: String {
    switch self {
    case .hoshi: "ほししん"
    case .mori: "もりしん"
    case .umi: "うみしん"
    case .niji: "にじしん"
    }
  }

  public var description: String { name }
}
