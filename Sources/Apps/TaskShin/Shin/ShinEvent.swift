/// A moment the child is shown: a new shin found, or a shin reaching a new stage.
public enum ShinEvent: Equatable, Sendable {
  case discovered(ShinKind)
  case grew(ShinKind, to: ShinStage)

  /// The words on screen.
  public var message: String {
    switch self {
    case .discovered(let kind): "\(kind.name)を みつけた！"
    case .grew(let kind, let stage): "\(kind.name)が \(stage)に そだった！"
    }
  }
}
