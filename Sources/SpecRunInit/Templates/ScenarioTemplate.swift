/// `Specs/Counter.feature` (or `Specs/カウンター.feature`): the sample scenario a product owner
/// reads, in the chosen language.
enum ScenarioTemplate {
  static func text(_ package: PackageRecipe) -> String {
    switch package.language {
    case .en:
      """
      Feature: Counter
        Counting one tap at a time, and learning a fact about the number.

        Scenario: Counting up
          Given the counter starts at 0
          When I tap "+"
          And I tap "+"
          Then the counter shows 2

        Scenario: Learning a fact about the number
          Given the counter starts at 3
          And the fact service says "3 is the number of wishes a genie grants."
          When I tap "Fact"
          Then I see the fact "3 is the number of wishes a genie grants."

      """
    case .ja:
      """
      # language: ja
      機能: カウンター
        ひとつずつ数え、その数の豆知識を知る。

        シナリオ: 数えあげる
          前提 カウンターが0から始まる
          もし 「+」を押す
          かつ 「+」を押す
          ならば カウンターは2を示す

        シナリオ: 数の豆知識を知る
          前提 カウンターが3から始まる
          かつ 豆知識サービスは「3は魔法使いがかなえる願いの数です。」と答える
          もし 「豆知識」を押す
          ならば 豆知識「3は魔法使いがかなえる願いの数です。」が表示される

      """
    }
  }
}
