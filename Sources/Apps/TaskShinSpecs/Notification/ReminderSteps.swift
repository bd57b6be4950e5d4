import SpecRun
import TaskShin

/// The steps of Specs/TaskShin/通知.feature.
enum ReminderSteps {
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.useTaskShinParameterTypes()
    steps.given("通知をたずねられたら許可する") { context in TaskShinScenario.of(context).allowsReminders = true }
    steps.given("通知をたずねられたら許可しない") { context in TaskShinScenario.of(context).allowsReminders = false }
    steps.given("端末は{カギ括弧}の通知を受けつけない") { (context, title: String) in
      TaskShinScenario.of(context).refusedReminders.insert(TaskID(title))
    }
    steps.when("端末が通知をことわる") { context in try await TaskShinScenario.of(context).deviceRefusesReminders() }
    steps.then("{カギ括弧}の通知を{int}時に入れようとしている") { (context, title: String, hour: Int) in
      try await TaskShinScenario.of(context).expectReminderAsked(for: title, at: hour)
    }
    steps.when("通知を使ってよいかたずねる") { context in
      try await TaskShinScenario.of(context).askPermission()
    }
    steps.when("通知を許可するしかたを見る") { context in
      try await TaskShinScenario.of(context).send(.notifications(.howToAllowTapped))
    }
    steps.then("通知は{カギ括弧}") { (context, word: String) in try await TaskShinScenario.of(context).expectPermission(word) }
    steps.then("{カギ括弧}の通知が{int}時に入っている") { (context, title: String, hour: Int) in
      try await TaskShinScenario.of(context).expectReminder(for: title, at: hour)
    }
    steps.when("保護者が別の端末で{カギ括弧}の期限を{int}時に変える") { (context, title: String, hour: Int) in
      try await TaskShinScenario.of(context).parentMovesElsewhere(title, toHour: hour)
    }
    steps.then("通知は一つも入っていない") { context in try await TaskShinScenario.of(context).expectNoReminders() }
    steps.then("{ことば}と案内される") { (context, text: String) in try await TaskShinScenario.of(context).expectHowToAllow(text)
    }
    return steps
  }
}
