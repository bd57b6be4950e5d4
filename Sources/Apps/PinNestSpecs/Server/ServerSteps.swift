import PinNest
import SpecRun

/// The steps about the server at the edge of the app: what it keeps, whether it can be reached,
/// and when it answers.
enum ServerSteps {
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.definePinNestParameterTypes()

    steps.given("サーバーに次のピンが保存されている:") { context in
      let server = Server.of(context)
      for pin in try PinTable.pins(in: context.dataTable) { try server.keep(pin) }
    }
    steps.given("サーバーにピンが1件も保存されていない") { context in
      guard Server.of(context).pins.isEmpty else { throw StepFailure("サーバーにはもうピンが保存されています。") }
    }
    steps.given("サーバーに新しいピン{カギ括弧}が {日付} に保存される") { (context, title: String, day: String) in
      let server = Server.of(context)
      try server.keep(Pin(id: server.nextID, title: title, savedAt: try PinTable.date(day)))
    }
    steps.given("サーバーにつながらない") { context in Server.of(context).goDown() }
    steps.when("サーバーにつながるようになる") { context in Server.of(context).comeBack() }
    steps.when("サーバーが応答する") { context in
      try Server.of(context).answer()
      try await RunningScenario.of(context).settle()
    }
    steps.then("サーバーの{カギ括弧}はお気に入りである") { (context, title: String) in
      try Server.expectFavorite(title, true, in: context)
    }
    steps.then("サーバーの{カギ括弧}はお気に入りではない") { (context, title: String) in
      try Server.expectFavorite(title, false, in: context)
    }
    steps.then("サーバーに{カギ括弧}が残っている") { (context, title: String) in _ = try Server.of(context).pin(titled: title) }
    steps.then("サーバーに{カギ括弧}は残っていない") { (context, title: String) in
      guard !Server.of(context).pins.contains(where: { $0.title == title }) else {
        throw StepFailure("サーバーに「\(title)」がまだあります。")
      }
    }
    return steps
  }
}

/// The server of the scenario (one per scenario, made on first use).
@MainActor
enum Server {
  static func of(_ context: ScenarioContext) -> PinServer { context.value(default: PinServer.init) }

  static func expectFavorite(_ title: String, _ isFavorite: Bool, in context: ScenarioContext) throws {
    let pin = try of(context).pin(titled: title)
    guard pin.isFavorite == isFavorite else {
      throw StepFailure("サーバーの「\(title)」は\(pin.isFavorite ? "お気に入りです" : "お気に入りではありません")。")
    }
  }
}
