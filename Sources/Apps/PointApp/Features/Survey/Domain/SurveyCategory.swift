/// What a survey is about; the list can be narrowed to one category.
///
/// ```swift
/// SurveyCategory.product.displayName   // "商品"
/// ```
public enum SurveyCategory: String, CaseIterable, Hashable, Sendable, Codable {
  case product
  case food
  case lifestyle
  case travel
  case finance

  /// The name the user sees.
  public var displayName: String {
    switch self {
    case .product: "商品"
    case .food: "食品"
    case .lifestyle: "ライフスタイル"
    case .travel: "旅行"
    case .finance: "金融"
    }
  }

  /// The category whose ``displayName`` is `name`, if any.
  public init?(displayName name: String) {
    guard let category = Self.allCases.first(where: { $0.displayName == name }) else { return nil }
    self = category
  }
}
