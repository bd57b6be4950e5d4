/// The sign-in form's logic, apart from any screen (the seed's `SignInForm`): each field says what
/// is wrong with it once something is typed, and the form may be sent only when both are right.
///
/// ```swift
/// var form = SignInForm(email: "taro@example", password: "short")
/// form.emailError      // "有効なメールアドレスを入力してください"
/// form.passwordError   // "パスワードは8文字以上必要です"
/// form.isValid         // false
/// ```
public struct SignInForm: Equatable, Sendable {
  public var email: String
  public var password: String

  public init(email: String = "", password: String = "") {
    self.email = email
    self.password = password
  }

  public static let invalidEmailMessage = "有効なメールアドレスを入力してください"
  public static let shortPasswordMessage = "パスワードは8文字以上必要です"
  public static let minimumPasswordLength = 8

  /// What is wrong with the e-mail address; `nil` while it is empty or when it is right.
  public var emailError: String? {
    email.isEmpty || Self.isEmailAddress(email) ? nil : Self.invalidEmailMessage
  }

  /// What is wrong with the password; `nil` while it is empty or when it is long enough.
  public var passwordError: String? {
    password.isEmpty || password.count >= Self.minimumPasswordLength ? nil : Self.shortPasswordMessage
  }

  /// Whether the form may be sent: both fields filled in and right.
  public var isValid: Bool { Self.isEmailAddress(email) && password.count >= Self.minimumPasswordLength }

  /// `name@domain.tld`: one `@`, something before it, and a dotted domain after it, no spaces.
  static func isEmailAddress(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else { return false }
    let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
  }
}
