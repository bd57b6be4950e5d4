import Evergreen

/// A value that is not Equatable: the store falls back to comparing its storage.
struct Words {
  var list: [String] = []
}

struct Row: Equatable, Identifiable, Sendable {
  let id: Int
  var title: String
}

enum RowAction: Equatable, Sendable { case rename(String) }

struct RowFeature: Reducer {
  func reduce(into state: inout Row, action: RowAction) -> Effect<RowAction> {
    switch action {
    case .rename(let title):
      state.title = title
      return .none
    }
  }
}

struct Detail: Equatable, Sendable {
  var title: String
  var likes = 0
}

enum DetailAction: Equatable, Sendable {
  case like
  case retitle(String)
}

struct DetailFeature: Reducer {
  func reduce(into state: inout Detail, action: DetailAction) -> Effect<DetailAction> {
    switch action {
    case .like: state.likes += 1
    case .retitle(let title): state.title = title
    }
    return .none
  }
}

enum Mode: Equatable, Sendable {
  case reading(Detail)
  case editing(String)
}

/// A feature with a field of every kind a view reads: plain, bound, not Equatable, presented,
/// listed and stacked.
struct Bookcase: Reducer {
  struct State {
    var count = 0
    var title = "shelf"
    var query = ""
    var isOn = false
    var words = Words()
    @PresentationState var detail: Detail?
    var rows: IdentifiedArrayOf<Row> = []
    var path = StackState<Row>()
    @PresentationState var destination: Mode?
  }

  enum Action: BindableAction, Sendable {
    case binding(BindingAction<State>)
    case increment
    case retitle(String)
    case toggled(Bool)
    case addWord(String)
    case present(Detail?)
    case detail(PresentationAction<DetailAction>)
    case addRow(Row)
    case removeRow(id: Int)
    case rows(IdentifiedAction<Int, RowAction>)
    case path(StackAction<Row, RowAction>)
    case open(Mode)
    case destination(PresentationAction<ModeFeature.Action>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .increment: state.count += 1
      case .retitle(let title): state.title = title
      case .toggled(let isOn): state.isOn = isOn
      case .addWord(let word): state.words.list.append(word)
      case .present(let detail): state.detail = detail
      case .addRow(let row): state.rows.append(row)
      case .removeRow(let id): state.rows.remove(id: id)
      case .open(let mode): state.destination = mode
      case .binding, .detail, .rows, .path, .destination: break
      }
      return .none
    }
    .ifLet(\.$detail, action: /Action.detail) { DetailFeature() }
    .forEach(\.rows, action: /Action.rows) { RowFeature() }
    .forEach(\.path, action: /Action.path) { RowFeature() }
    .ifLet(\.$destination, action: /Action.destination) { ModeFeature() }
  }
}

/// A feature whose state is an enum.
struct ModeFeature: Reducer {
  enum Action: Sendable {
    case set(Mode)
    case reading(DetailAction)
  }

  var body: some Reducer<Mode, Action> {
    Reduce { state, action in
      if case .set(let mode) = action { state = mode }
      return .none
    }
    .ifCaseLet(/Mode.reading, action: /Action.reading) { DetailFeature() }
  }
}
