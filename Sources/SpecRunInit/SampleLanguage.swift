/// The language of the sample scenario, its step glue and its test names (`--language en|ja`).
/// The Swift code is the same in both; only the words people read change.
///
/// ```swift
/// SampleLanguage(argument: "ja")?.words.tapStep   // "{カギ括弧}を押す"
/// ```
enum SampleLanguage: String, CaseIterable, Sendable {
  case en, ja

  init?(argument: String) { self.init(rawValue: argument.lowercased()) }

  /// Every word of the sample in this language.
  var words: SampleWords {
    switch self {
    case .en: .english
    case .ja: .japanese
    }
  }
}

/// The words of the sample counter: its scenario file, step expressions, messages and test names.
struct SampleWords: Sendable {
  var scenarioFile: String
  var startStep: String
  var tapStep: String
  var countStep: String
  var factServiceStep: String
  var factStep: String
  /// The labels `tapStep` knows: plus, minus, fact.
  var buttons: (plus: String, minus: String, fact: String)
  /// The live client's fact about an even and an odd number (`\(number)` is interpolated).
  var liveFact: (even: String, odd: String)
  var unknownButton: String
  var factMismatch: String
  var countingTest: String
  var factTest: String
  var countingHidesFactTest: String
  var replaySuite: String
  var replayTest: String

  static let english = SampleWords(
    scenarioFile: "Counter.feature",
    startStep: "the counter starts at {int}",
    tapStep: "I tap {string}",
    countStep: "the counter shows {int}",
    factServiceStep: "the fact service says {string}",
    factStep: "I see the fact {string}",
    buttons: ("+", "-", "Fact"),
    liveFact: (#"\(number) is an even number."#, #"\(number) is an odd number."#),
    unknownButton: #"The counter has no button \"\(button)\"; its buttons are \"+\", \"-\" and \"Fact\"."#,
    factMismatch: #"The fact shown is \"\(arrived)\", not \"\(fact)\"."#,
    countingTest: "each tap on + adds one and each tap on - takes one away",
    factTest: "a fact about the number arrives and is shown",
    countingHidesFactTest: "counting again hides the fact about the old number",
    replaySuite: "Scenarios in Specs/",
    replayTest: "the scenario passes")

  static let japanese = SampleWords(
    scenarioFile: "カウンター.feature",
    startStep: "カウンターが{int}から始まる",
    tapStep: "{カギ括弧}を押す",
    countStep: "カウンターは{int}を示す",
    factServiceStep: "豆知識サービスは{カギ括弧}と答える",
    factStep: "豆知識{カギ括弧}が表示される",
    buttons: ("+", "-", "豆知識"),
    liveFact: (#"\(number)は偶数です。"#, #"\(number)は奇数です。"#),
    unknownButton: #"「\(button)」というボタンはありません。ボタンは「+」「-」「豆知識」です。"#,
    factMismatch: #"表示された豆知識は「\(arrived)」で、「\(fact)」ではありません。"#,
    countingTest: "+を押すと1増え、-を押すと1減る",
    factTest: "数の豆知識が届いて表示される",
    countingHidesFactTest: "数え直すと前の数の豆知識は消える",
    replaySuite: "Specs/ のシナリオ",
    replayTest: "シナリオが通る")
}
