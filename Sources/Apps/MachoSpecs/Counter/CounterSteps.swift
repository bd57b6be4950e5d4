import SpecRun

/// The Counter steps, in English and in Japanese (`# language: ja`).
enum CounterSteps {
  static var library: StepLibrary {
    var steps = StepLibrary()

    // English
    steps.given("the counter is at {int}") { (context, count: Int) in
      CounterScenario.of(context).start(count: count, in: context)
    }
    steps.given("the fact service knows that {int} is {string}") { (context, number: Int, fact: String) in
      CounterScenario.of(context).facts.know(fact, about: number)
    }
    steps.given("the fact service is unavailable") { context in CounterScenario.of(context).facts.goDown() }
    steps.when("the fact service answers") { context in try await CounterScenario.of(context).answer() }
    steps.then("the counter shows {int}") { (context, count: Int) in
      try CounterScenario.of(context).expectCount(count)
    }
    steps.then("I see that a fact is loading") { context in try CounterScenario.of(context).expectLoading(true) }
    steps.then("nothing is loading") { context in try CounterScenario.of(context).expectLoading(false) }
    steps.then("I see the fact {string}") { (context, fact: String) in
      try await CounterScenario.of(context).expectFact(fact)
    }
    steps.then("no fact is shown") { context in try CounterScenario.of(context).expectNoFact() }
    steps.then("I see the error {string}") { (context, message: String) in
      try await CounterScenario.of(context).expectError(message)
    }
    steps.then("the fact service was asked {int} times and {int} request(s) is/are still waiting") {
      (context, asked: Int, waiting: Int) in
      try CounterScenario.of(context).expectRequests(asked: asked, waiting: waiting)
    }

    // 日本語
    steps.given("カウンターに{int}が表示されている") { (context, count: Int) in
      CounterScenario.of(context).start(count: count, in: context)
    }
    steps.given("豆知識サービスが{int}について{カギ括弧}と知っている") { (context, number: Int, fact: String) in
      CounterScenario.of(context).facts.know(fact, about: number)
    }
    steps.given("豆知識サービスが利用できない") { context in CounterScenario.of(context).facts.goDown() }
    steps.when("豆知識サービスが応答する") { context in try await CounterScenario.of(context).answer() }
    steps.then("カウンターに{int}が表示される") { (context, count: Int) in try CounterScenario.of(context).expectCount(count) }
    steps.then("豆知識を読み込み中であることが表示される") { context in try CounterScenario.of(context).expectLoading(true) }
    steps.then("読み込み中ではない") { context in try CounterScenario.of(context).expectLoading(false) }
    steps.then("豆知識{カギ括弧}が表示される") { (context, fact: String) in try await CounterScenario.of(context).expectFact(fact) }
    steps.then("豆知識は表示されていない") { context in try CounterScenario.of(context).expectNoFact() }
    steps.then("エラー{カギ括弧}が表示される") { (context, message: String) in
      try await CounterScenario.of(context).expectError(message)
    }
    steps.then("豆知識サービスへの問い合わせは{int}回で、{int}件が応答待ちである") { (context, asked: Int, waiting: Int) in
      try CounterScenario.of(context).expectRequests(asked: asked, waiting: waiting)
    }
    return steps
  }
}
