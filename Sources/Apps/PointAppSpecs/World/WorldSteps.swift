import Foundation
import PointApp
import SpecRun

/// Steps every PointApp feature shares: the catalogue, the ledger, the network, the server's
/// answers and the time.
enum WorldSteps {
  static var library: StepLibrary {
    var steps = StepLibrary.pointApp()

    steps.given("次のアンケートが公開されている:") { context in
      try PointAppWorld.of(context).publishSurveys(context.dataTable)
    }
    steps.given("通信できない") { context in PointAppWorld.of(context).backend.setReachable(false) }
    steps.when("通信が途切れる") { context in PointAppWorld.of(context).backend.setReachable(false) }
    steps.when("通信が回復する") { context in PointAppWorld.of(context).backend.setReachable(true) }
    steps.when("サーバーが応答する") { context in try await PointAppWorld.of(context).answerRequests(unreachable: false) }
    steps.when("サーバーが届いている要求にだけ応答する") { context in
      try await PointAppWorld.of(context).answerRequests(unreachable: false, onlyWaiting: true)
    }
    steps.when("通信がタイムアウトする") { context in try await PointAppWorld.of(context).answerRequests(unreachable: true) }
    steps.given("今日は{カギ括弧}である") { (context, day: String) in
      PointAppWorld.of(context).today.set(try ScenarioDates.day(day).addingTimeInterval(10 * 3_600))
    }
    steps.given("今は{カギ括弧}である") { (context, moment: String) in
      PointAppWorld.of(context).today.set(try ScenarioDates.moment(moment))
    }
    steps.when("時刻が{カギ括弧}になる") { (context, moment: String) in
      PointAppWorld.of(context).today.set(try ScenarioDates.moment(moment))
    }
    steps.given("これまでに次のポイントをもらっている:") { context in
      try PointAppWorld.of(context).credit(context.dataTable)
    }
    steps.given("アンケートに{int}回答えて{int}ポイントずつもらっている") { (context, times: Int, points: Int) in
      try await PointAppWorld.of(context).answerSurveys(times: times, points: points)
    }
    steps.when("アンケート{カギ括弧}の{int}ポイントが加算される") { (context, title: String, points: Int) in
      try PointAppWorld.of(context).credit(points, forSurvey: title)
    }
    steps.then("ポイント残高は{int}ポイントである") { (context, points: Int) in
      let balance = PointAppWorld.of(context).balance()
      guard balance.value == points else {
        throw StepFailure("台帳の合計は\(balance.value)ポイントで、\(points)ポイントではありません。")
      }
    }
    return steps
  }
}
