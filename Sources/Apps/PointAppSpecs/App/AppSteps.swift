import PointApp
import SpecRun

/// The whole-app steps (`Specs/PointApp/アプリ全体.feature`).
enum AppSteps {
  static var library: StepLibrary {
    var steps = StepLibrary.pointApp()
    steps.given("アプリを起動している") { context in await AppScenario.of(context).launch(in: context, arranged: true) }
    steps.when("アプリを起動する") { context in await AppScenario.of(context).launch(in: context, arranged: false) }
    steps.when("アンケートのタブで{カギ括弧}に回答して送信する") { (context, title: String) in
      try await AppScenario.of(context).answer(title)
    }
    steps.when("アプリを再起動する") { context in try await AppScenario.of(context).restart(in: context) }
    steps.then("アチーブメントのタブでは次が解除済みで、新たに解除されたものはない:") { context in
      try await AppScenario.of(context).expectUnlocked(context.dataTable)
    }
    steps.when("ポイントのタブを開く") { context in try await AppScenario.of(context).select(.points) }
    steps.then("どのタブも読み込み中と表示される") { context in try await AppScenario.of(context).expectEveryTabLoading() }
    steps.then("{カギ括弧}の回答画面は送信中と表示される") { (context, title: String) in
      try await AppScenario.of(context).expectSubmitting(title)
    }
    steps.then("ポイントのタブの履歴は読み込み中と表示される") { context in
      try await AppScenario.of(context).expectHistoryLoading()
    }
    steps.then("ポイントのタブが表示される") { context in try AppScenario.of(context).expectTab(.points) }
    steps.then("アンケートのタブに{カギ括弧の並び}が表示される") { (context, titles: [String]) in
      try await AppScenario.of(context).expectSurveys(titles)
    }
    steps.then("アンケートのタブに何も表示されない") { context in try await AppScenario.of(context).expectSurveys([]) }
    steps.then("{カギ括弧}の回答画面に{int}ポイント獲得と表示される") { (context, title: String, points: Int) in
      try await AppScenario.of(context).expectEarned(points, answering: title)
    }
    steps.then("ポイントのタブに残高{int}ポイントと表示される") { (context, points: Int) in
      try await AppScenario.of(context).expectBalance(points)
    }
    steps.then("ポイントのタブに履歴が{int}件表示される") { (context, count: Int) in
      try await AppScenario.of(context).expectHistory(count)
    }
    steps.then("ミッションのタブは次のとおり:") { context in try await AppScenario.of(context).expectMissions(context.dataTable) }
    steps.then("連続ログインは{int}日、最長{int}日と表示される") { (context, days: Int, longest: Int) in
      try await AppScenario.of(context).expectStreak(days, longest: longest)
    }
    steps.then("{カギ括弧の並び}が新たに解除された") { (context, titles: [String]) in
      try await AppScenario.of(context).expectNewlyUnlocked(titles)
    }
    steps.then("新たに解除されたアチーブメントはない") { context in try await AppScenario.of(context).expectNewlyUnlocked([]) }
    return steps
  }
}
