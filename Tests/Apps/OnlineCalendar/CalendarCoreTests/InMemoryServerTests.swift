import CalendarCore
import Foundation
import Testing

@Suite("端末内のサーバー: トークンはTokenStoreにあり、期限切れは401になる")
struct InMemoryServerTests {
  @Test("ログインで得たトークンで会議を保存・取得・削除でき、セッションが切れると401になる")
  func sessionAndExpiry() async throws {
    let server = InMemoryCalendarServer()
    let tokens = TokenStore.inMemory()
    let api = CalendarAPIClient(server: server, tokens: tokens)
    let signedIn = try await api.signIn("taro@example.com", "password1")
    #expect(signedIn.user == User(name: "taro", email: "taro@example.com"))
    tokens.save(signedIn.token)
    let standUp = Meeting(
      id: UUID(), title: "朝会", start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 900))

    _ = try await api.createMeeting(standUp)
    #expect(try await api.fetchMeetings() == [standUp])
    try await api.deleteMeeting(standUp.id)
    #expect(try await api.fetchMeetings() == [])

    await server.expireSession()
    await #expect(throws: CalendarAPIError.unauthorized) { try await api.fetchMeetings() }
  }

  @Test("トークンがなければどの操作も401、8文字未満のパスワードではログインできない")
  func noTokenNoAccess() async {
    let api = CalendarAPIClient(server: InMemoryCalendarServer(), tokens: TokenStore.inMemory())
    await #expect(throws: CalendarAPIError.unauthorized) { try await api.fetchMeetings() }
    await #expect(throws: CalendarAPIError.wrongCredentials) { try await api.signIn("taro@example.com", "short") }
  }
}
