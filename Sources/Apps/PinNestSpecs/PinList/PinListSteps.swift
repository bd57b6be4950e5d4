import PinNest
import SpecRun

/// The steps of the pin list (Specs/PinNest/ピン一覧.feature); the app's scenarios use them too.
enum PinListSteps {
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.definePinNestParameterTypes()

    steps.when("ピン一覧を開く") { context in await PinListScenario.start(showing: [], in: context).list?.open() }
    steps.given("一覧に保存したピンが表示されている") { context in
      PinListScenario.start(showing: Server.of(context).pins.newestFirst(), in: context)
    }
    steps.when("一覧を引き下げて更新する") { context in try await RunningScenario.list(in: context).refresh() }
    steps.then("読み込み中と表示される") { context in try RunningScenario.list(in: context).expectLoading(true) }
    steps.then("読み込み中ではない") { context in try RunningScenario.list(in: context).expectLoading(false) }
    steps.then("一覧に{名前一覧}がこの順に並ぶ") { (context, titles: [String]) in
      try await RunningScenario.list(in: context).expectPins(titled: titles)
    }
    steps.then("一覧には{カギ括弧}だけが並ぶ") { (context, title: String) in
      try await RunningScenario.list(in: context).expectPins(titled: [title])
    }
    steps.then("{カギ括弧}と表示される") { (context, message: String) in
      try await RunningScenario.list(in: context).expectEmpty(saying: message)
    }
    steps.then("一覧の{カギ括弧}はお気に入りである") { (context, title: String) in
      try RunningScenario.list(in: context).expectFavorite(title, true)
    }
    return steps
  }
}
