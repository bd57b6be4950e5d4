import CalendarAuth
import Testing

@Suite("ログインフォーム: 入力ごとの検証とシードのメッセージ")
struct SignInFormTests {
  @Test("空の欄にはメッセージを出さず、送信もできない")
  func emptyFieldsSayNothing() {
    let form = SignInForm()
    #expect(form.emailError == nil)
    #expect(form.passwordError == nil)
    #expect(!form.isValid)
  }

  @Test("メールアドレスの形でなければ「有効なメールアドレスを入力してください」")
  func invalidEmail() {
    for email in ["taro", "taro@", "@example.com", "taro@example", "taro@example.", "ta ro@example.com", "a@b@c.d"] {
      #expect(SignInForm(email: email).emailError == "有効なメールアドレスを入力してください", "\(email)")
    }
    #expect(SignInForm(email: "taro@example.com").emailError == nil)
  }

  @Test("パスワードが8文字未満なら「パスワードは8文字以上必要です」、8文字からは何も言わない")
  func shortPassword() {
    #expect(SignInForm(password: "1234567").passwordError == "パスワードは8文字以上必要です")
    #expect(SignInForm(password: "12345678").passwordError == nil)
  }

  @Test("両方が正しいときだけ送信できる")
  func validOnlyWhenBothAreRight() {
    #expect(SignInForm(email: "taro@example.com", password: "password1").isValid)
    #expect(!SignInForm(email: "taro@example.com", password: "short").isValid)
    #expect(!SignInForm(email: "taro", password: "password1").isValid)
  }
}
