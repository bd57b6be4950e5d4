/// A moment the child is shown: a new shin found, or a shin reaching a new stage.
public enum ShinEvent: Equatable, Sendable {
  case discovered(ShinKind)
  case grew(ShinKind, to: ShinStage)
}
