import SpecRun
import TaskShin

/// The steps of Specs/TaskShin/おてつだい.feature, and the world every TaskShin scenario starts from.
enum TasksSteps {
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.useTaskShinParameterTypes()
    steps.given("{カギ括弧}が育つおてつだい{カギ括弧}がある") { (context, shin: String, title: String) in
      try TaskShinScenario.of(context).addTask(title, shin: shin)
    }
    steps.given("{カギ括弧}が育つおてつだい{カギ括弧}が{int}時までにある") { (context, shin: String, title: String, hour: Int) in
      try TaskShinScenario.of(context).addTask(title, shin: shin, dueHour: hour)
    }
    steps.given("{カギ括弧}が育つおてつだい{カギ括弧}がもう承認されている") { (context, shin: String, title: String) in
      try TaskShinScenario.of(context).addTask(title, shin: shin, status: .approved)
    }
    steps.given("アプリを開いている") { context in await TaskShinScenario.of(context).open(in: context) }
    steps.when("アプリを開く") { context in await TaskShinScenario.of(context).openNow(in: context) }
    steps.when("アプリを開きなおす") { context in try await TaskShinScenario.of(context).reopen(in: context) }
    steps.when("サーバーが応答する") { context in try await TaskShinScenario.of(context).serverAnswers(online: true) }
    steps.when("つながらないまま、しばらくたつ") { context in
      try await TaskShinScenario.of(context).serverAnswers(online: false)
    }
    steps.given("インターネットにつながっていない") { context in TaskShinScenario.of(context).startsOffline = true }
    steps.given("送信に{int}秒かかる") { (context, seconds: Int) in
      TaskShinScenario.of(context).sendLatency = .seconds(seconds)
    }
    steps.given("{カギ括弧}の送信は失敗する") { (context, title: String) in
      TaskShinScenario.of(context).failingSends.failNext(.completion(TaskID(title)))
    }
    steps.when("{カギ括弧}の「できた！」をタップする") { (context, title: String) in
      try await TaskShinScenario.of(context).complete(title)
    }
    steps.when("リストを引っぱって更新する") { context in try await TaskShinScenario.of(context).send(.tasks(.loadTasks)) }
    steps.when("インターネットが切れる") { context in try await TaskShinScenario.of(context).goOffline() }
    steps.when("インターネットがつながる") { context in try await TaskShinScenario.of(context).goOnline() }
    steps.when("{int}秒たつ") { (context, seconds: Int) in try await TaskShinScenario.of(context).wait(seconds: seconds) }
    steps.when("保護者が別の端末でおてつだい{カギ括弧}を{カギ括弧}で加える") { (context, title: String, shin: String) in
      try await TaskShinScenario.of(context).parentAddsElsewhere(title, shin: shin)
    }
    steps.when("保護者が別の端末でおてつだい{カギ括弧}を{カギ括弧}で{int}時までに加える") {
      (context, title: String, shin: String, hour: Int) in
      try await TaskShinScenario.of(context).parentAddsElsewhere(title, shin: shin, dueHour: hour)
    }
    steps.when("保護者が別の端末で{カギ括弧}を{カギ括弧}とメモして差し戻す") { (context, title: String, note: String) in
      try await TaskShinScenario.of(context).parentReturnsElsewhere(title, note: note)
    }
    steps.then("おてつだいリストはこうなっている") { context in
      guard let table = context.dataTable else { throw StepFailure("リストは表で書いてください: | おてつだい | ようす |") }
      try await TaskShinScenario.of(context).expectList(table)
    }
    steps.then("おてつだいリストは空") { context in try await TaskShinScenario.of(context).expectEmptyList() }
    steps.then("{カギ括弧}は{カギ括弧}と表示される") { (context, title: String, look: String) in
      try await TaskShinScenario.of(context).expect(title, looks: look)
    }
    steps.then("{カギ括弧}は{カギ括弧}と表示され、メモ{カギ括弧}がある") { (context, title: String, look: String, note: String) in
      try await TaskShinScenario.of(context).expect(title, looks: look, note: note)
    }
    steps.then("{カギ括弧}の完了が保護者に届いている") { (context, title: String) in
      try await TaskShinScenario.of(context).expectDelivered(title)
    }
    steps.then("{カギ括弧}はサーバーの返事を待っている") { (context, title: String) in
      try await TaskShinScenario.of(context).expectWaitingForServer(title)
    }
    steps.then("送信待ちのおてつだいを送っている") { context in try await TaskShinScenario.of(context).expectSyncing(true) }
    steps.then("送信待ちのおてつだいは送っていない") { context in try await TaskShinScenario.of(context).expectSyncing(false) }
    steps.when("保護者が別の端末で{カギ括弧}を消す") { (context, title: String) in
      try await TaskShinScenario.of(context).parentDeletesElsewhere(title)
    }
    steps.then("保護者に届いた書き込みは{int}回") { (context, count: Int) in
      try await TaskShinScenario.of(context).expectWrites(count)
    }
    steps.then("インターネットにつながっていないと表示される") { context in
      try await TaskShinScenario.of(context).expectOnline(false)
    }
    steps.then("インターネットにつながっていると表示される") { context in
      try await TaskShinScenario.of(context).expectOnline(true)
    }
    return steps
  }
}
