import SpecRun

/// The OnlineCalendar steps (Japanese): sign-in, meetings, stats and the app as a whole.
enum CalendarSteps {
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.defineOnlineCalendarParameterTypes()

    // 前提
    steps.given("ログインしていない") { context in CalendarScenario.of(context).start(signedInAs: nil, in: context) }
    steps.given("{カギ括弧}でログインしている") { (context, name: String) in
      CalendarScenario.of(context).start(signedInAs: name, in: context)
    }
    steps.given("{カギ括弧}のパスワードは{カギ括弧}である") { (context, email: String, password: String) in
      CalendarScenario.of(context).server.add(account: email, password: password)
    }
    steps.given("ログイン画面でメールアドレス{カギ括弧}とパスワード{カギ括弧}を入力してある") {
      (context, email: String, password: String) in
      await CalendarScenario.of(context).arrangeForm(email: email, password: password, in: context)
    }
    steps.given("{日}の{int}時から{int}分の会議{カギ括弧}がある") { (context, day: Int, hour: Int, minutes: Int, title: String) in
      let scenario = CalendarScenario.of(context)
      scenario.server.add(scenario.meeting(title: title, day: day, hour: hour, minutes: minutes))
    }
    steps.given("会議一覧を開いてある") { context in try await CalendarScenario.of(context).arrange(.home(.meetings(.onAppear))) }
    steps.given("統計を開いてある") { context in try await CalendarScenario.of(context).arrange(.home(.stats(.onAppear))) }
    steps.given("セッションの有効期限が切れている") { context in CalendarScenario.of(context).server.expireSession() }

    // もし
    steps.when("メールアドレスに{カギ括弧}と入力する") { (context, email: String) in
      try await CalendarScenario.of(context).type(email: email)
    }
    steps.when("パスワードに{カギ括弧}と入力する") { (context, password: String) in
      try await CalendarScenario.of(context).type(password: password)
    }
    steps.when("「ログイン」を押す") { context in try await CalendarScenario.of(context).tapSignIn() }
    steps.when("会議画面で「ログアウト」を押す") { context in try await CalendarScenario.of(context).signOutFromMeetings() }
    steps.when("会議一覧を開く") { context in try await CalendarScenario.of(context).openMeetings() }
    steps.when("統計を開く") { context in try await CalendarScenario.of(context).openStats() }
    steps.when("{カギ括弧}で絞り込む") { (context, filter: String) in
      try await CalendarScenario.of(context).choose(filter: filter)
    }
    steps.when("{日}の{int}時から{int}分の会議{カギ括弧}を作る") { (context, day: Int, hour: Int, minutes: Int, title: String) in
      let scenario = CalendarScenario.of(context)
      try await scenario.create(scenario.meeting(title: title, day: day, hour: hour, minutes: minutes))
    }
    steps.when("会議{カギ括弧}を削除する") { (context, title: String) in
      try await CalendarScenario.of(context).delete(title: title)
    }
    steps.when("削除を取り消す") { context in try await CalendarScenario.of(context).cancelDeletion() }
    steps.when("削除を確認する") { context in try await CalendarScenario.of(context).confirmDeletion() }
    steps.when("サーバーが応答する") { context in try await CalendarScenario.of(context).serverAnswers() }
    steps.when("サーバーが{カギ括弧}とエラーを返す") { (context, message: String) in
      try await CalendarScenario.of(context).serverRefuses(saying: message)
    }
    steps.when("会議一覧の「再試行」を押す") { context in try await CalendarScenario.of(context).retryMeetings() }

    // ならば
    steps.then("メールアドレスの欄は{カギ括弧}で、誤りは表示されていない") { (context, email: String) in
      try CalendarScenario.of(context).expectEmail(email, error: nil)
    }
    steps.then("メールアドレスの欄は{カギ括弧}で、{カギ括弧}と表示される") { (context, email: String, message: String) in
      try CalendarScenario.of(context).expectEmail(email, error: message)
    }
    steps.then("パスワードの欄は{カギ括弧}で、誤りは表示されていない") { (context, password: String) in
      try CalendarScenario.of(context).expectPassword(password, error: nil)
    }
    steps.then("パスワードの欄は{カギ括弧}で、{カギ括弧}と表示される") { (context, password: String, message: String) in
      try CalendarScenario.of(context).expectPassword(password, error: message)
    }
    steps.then("ログイン中と表示される") { context in try CalendarScenario.of(context).expectSigningIn() }
    steps.then("{カギ括弧}としてログインし、会議と統計の画面が表示される") { (context, name: String) in
      try await CalendarScenario.of(context).expectSignedIn(as: name)
    }
    steps.then("ログイン画面のままである") { context in
      let store = try CalendarScenario.of(context).running()
      try store.expect(\.home, nil)
      try store.expect(\.auth.user, nil)
      try store.expect(\.auth.signingIn, nil)
    }
    steps.then("ログイン画面に{カギ括弧}と表示される") { (context, message: String) in
      try await CalendarScenario.of(context).expectSignInError(message)
    }
    steps.then("ログイン画面に戻る") { context in try CalendarScenario.of(context).expectSignedOut() }
    steps.then("ログイン画面に戻り{カギ括弧}と表示される") { (context, message: String) in
      try await CalendarScenario.of(context).expectSessionExpired(message)
    }
    steps.then("会議一覧に{カギ括弧}が表示される") { (context, titles: String) in
      try await CalendarScenario.of(context).expectMeetings(titles.split(separator: "、").map(String.init))
    }
    steps.then("会議一覧に{カギ括弧}と表示される") { (context, message: String) in
      try await CalendarScenario.of(context).expectEmptyMessage(message)
    }
    steps.then("会議一覧にエラー{カギ括弧}が表示される") { (context, message: String) in
      try await CalendarScenario.of(context).expectMeetingsError(message)
    }
    steps.then("会議一覧は読み込み中と表示される") { context in try CalendarScenario.of(context).expectMeetingsLoading() }
    steps.then("{カギ括弧}を作成中と表示される") { (context, title: String) in try CalendarScenario.of(context).expectCreating(title)
    }
    steps.then("{カギ括弧}を削除中と表示される") { (context, title: String) in try CalendarScenario.of(context).expectDeleting(title)
    }
    steps.then("作成の欄に{カギ括弧}と表示される") { (context, message: String) in
      try CalendarScenario.of(context).expectNewMeetingProblem(message)
    }
    steps.then("{カギ括弧}を削除するか確認される") { (context, title: String) in
      try CalendarScenario.of(context).expectConfirmation(for: title)
    }
    steps.then("確認は閉じる") { context in try CalendarScenario.of(context).expectConfirmationClosed() }
    steps.then("統計は読み込み中と表示される") { context in try CalendarScenario.of(context).expectStatsLoading() }
    steps.then("統計は会議{int}件、合計{int}分、いちばん忙しい日は{カギ括弧}である") {
      (context, count: Int, minutes: Int, day: String) in
      try await CalendarScenario.of(context).expectStats(count: count, minutes: minutes, busiestDay: day)
    }
    steps.then("統計は会議{int}件、合計{int}分で、いちばん忙しい日はない") { (context, count: Int, minutes: Int) in
      try await CalendarScenario.of(context).expectStats(count: count, minutes: minutes, busiestDay: nil)
    }
    steps.then("サーバーへの問い合わせは{int}件だけ待っている") { (context, count: Int) in
      try CalendarScenario.of(context).expectWaitingRequests(count)
    }
    steps.then("サーバーへの問い合わせは残っていない") { context in try CalendarScenario.of(context).expectWaitingRequests(0) }
    return steps
  }
}
