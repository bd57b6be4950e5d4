import SpecRun

/// The Contacts steps, in English and in Japanese (`# language: ja`).
enum ContactsSteps {
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.parameterType(
      "names", regexp: #""[^"]*"(?:(?:, | and )"[^"]*")*"#,
      explanations: [
        "en":
          "names in double quotes, separated by commas or \"and\", such as \"Ann\", \"Bo\" and \"Cy\" (one is enough)"
      ]
    ) { text in
      text.split(separator: "\"").map(String.init).filter { $0 != ", " && $0 != " and " }
    }
    steps.parameterType(
      "名前一覧", regexp: "「[^」]*」(?:、「[^」]*」)*",
      explanations: [
        "ja": "「」で囲んだ名前を「、」で区切って並べたもの（「花子」、「太郎」 など。一つでも可）",
        "en": "names in corner brackets separated by 、, such as 「花子」、「太郎」 (one is enough)",
      ]
    ) { text in
      text.split(separator: "、").map { String($0.dropFirst().dropLast()) }
    }

    // English
    steps.given("I have no contacts") { context in try ContactsScenario.of(context).start(with: [], in: context) }
    steps.given("I have the contacts {names}") { (context, names: [String]) in
      try ContactsScenario.of(context).start(with: names, in: context)
    }
    steps.when("I type the name {string}") { (context, name: String) in
      try await ContactsScenario.of(context).type(name)
    }
    steps.when("I delete {string}") { (context, name: String) in try await ContactsScenario.of(context).delete(name) }
    steps.when("I open {string}") { (context, name: String) in try await ContactsScenario.of(context).open(name) }
    steps.when("I tap \"Delete\" on the details") { context in
      try await ContactsScenario.of(context).tapDeleteOnDetails()
    }
    steps.when("I confirm") { context in try await ContactsScenario.of(context).answer(confirm: true) }
    steps.when("I change my mind") { context in try await ContactsScenario.of(context).answer(confirm: false) }
    steps.then("an empty form for contact number {int} opens") { (context, id: Int) in
      try ContactsScenario.of(context).expectNewFormWithID(id)
    }
    steps.then("the form shows the name {string}") { (context, name: String) in
      try ContactsScenario.of(context).expectForm(name: name)
    }
    steps.then("the form shows the name {string} and the message {string}") {
      (context, name: String, message: String) in
      try ContactsScenario.of(context).expectForm(name: name, message: message)
    }
    steps.then("{string} is saved") { (context, name: String) in
      try await ContactsScenario.of(context).expectSaved(name)
    }
    steps.then("the form closes") { context in try await ContactsScenario.of(context).expectFormClosed() }
    steps.then("my contacts are {names}") { (context, names: [String]) in
      try ContactsScenario.of(context).expectContacts(names)
    }
    steps.then("my contact list is empty") { context in try ContactsScenario.of(context).expectContacts([]) }
    steps.then("I am asked {string}") { (context, title: String) in
      try ContactsScenario.of(context).expectQuestion(title)
    }
    steps.then("the question goes away") { context in try ContactsScenario.of(context).expectNoQuestion() }
    steps.then("I see the details of {string}") { (context, name: String) in
      try ContactsScenario.of(context).expectDetails(of: name)
    }
    steps.then("the contact is deleted and the details close") { context in
      try await ContactsScenario.of(context).expectDetailsDeletedAndClosed()
    }

    // 日本語
    steps.given("連絡先が1件もない") { context in try ContactsScenario.of(context).start(with: [], in: context) }
    steps.given("連絡先{名前一覧}が登録されている") { (context, names: [String]) in
      try ContactsScenario.of(context).start(with: names, in: context)
    }
    steps.when("名前{カギ括弧}を入力する") { (context, name: String) in try await ContactsScenario.of(context).type(name) }
    steps.when("{カギ括弧}を削除する") { (context, name: String) in try await ContactsScenario.of(context).delete(name) }
    steps.when("{カギ括弧}を開く") { (context, name: String) in try await ContactsScenario.of(context).open(name) }
    steps.when("詳細画面で「削除」をタップする") { context in try await ContactsScenario.of(context).tapDeleteOnDetails() }
    steps.when("確認する") { context in try await ContactsScenario.of(context).answer(confirm: true) }
    steps.when("やめておく") { context in try await ContactsScenario.of(context).answer(confirm: false) }
    steps.then("{int}番の連絡先の空のフォームが開く") { (context, id: Int) in try ContactsScenario.of(context).expectNewFormWithID(id)
    }
    steps.then("フォームに名前{カギ括弧}が表示される") { (context, name: String) in
      try ContactsScenario.of(context).expectForm(name: name)
    }
    steps.then("フォームに名前{カギ括弧}とメッセージ{カギ括弧}が表示される") { (context, name: String, message: String) in
      try ContactsScenario.of(context).expectForm(name: name, message: message)
    }
    steps.then("{カギ括弧}が保存される") { (context, name: String) in try await ContactsScenario.of(context).expectSaved(name) }
    steps.then("フォームが閉じる") { context in try await ContactsScenario.of(context).expectFormClosed() }
    steps.then("連絡先は{名前一覧}である") { (context, names: [String]) in try ContactsScenario.of(context).expectContacts(names) }
    steps.then("連絡先は1件もない") { context in try ContactsScenario.of(context).expectContacts([]) }
    steps.then("{カギ括弧}と確認される") { (context, title: String) in try ContactsScenario.of(context).expectQuestion(title) }
    steps.then("確認が消える") { context in try ContactsScenario.of(context).expectNoQuestion() }
    steps.then("{カギ括弧}の詳細が表示される") { (context, name: String) in try ContactsScenario.of(context).expectDetails(of: name)
    }
    steps.then("連絡先が削除され、詳細画面が閉じる") { context in
      try await ContactsScenario.of(context).expectDetailsDeletedAndClosed()
    }
    return steps
  }
}
