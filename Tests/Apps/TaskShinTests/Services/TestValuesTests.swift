import Evergreen
import EvergreenReporting
import Foundation
import TaskShin
import Testing

@Suite("テスト用の依存は、上書きされていない窓口が呼ばれると名前を挙げて失敗する")
struct TestValuesTests {
  /// The messages of the issues `body` reports.
  static func messages(_ body: () async throws -> Void) async -> [String] {
    await IssueCollector.collect { try? await body() }.map(\.message)
  }

  @Test("FirebaseService の書き込みは窓口の名前と引数を挙げ、UnimplementedFailure を投げる")
  func firebaseWrites() async {
    let service = FirebaseService.testValue
    var thrown: (any Error)?
    let issues = await IssueCollector.collect {
      do { try await service.updateTask("hamigaki", .completed) } catch { thrown = error }
    }
    #expect(thrown as? UnimplementedFailure == UnimplementedFailure(endpoint: "FirebaseService.updateTask"))
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("FirebaseService.updateTask") == true, "\(issues)")
    #expect(issues.first?.message.contains("hamigaki") == true, "names the arguments: \(issues)")
    #expect(issues.first?.fileID.description.hasSuffix("FirebaseService.swift") == true, "points at the test value")
  }

  @Test("どのクライアントも、呼ばれた窓口の名前で失敗する")
  func everyEndpointNamesItself() async throws {
    let profile = ChildProfile(name: try ChildName("はると"), avatar: .kuma)
    let reminder = Reminder(taskID: "a", title: "a", date: Date(timeIntervalSince1970: 0))
    let firebase = FirebaseService.testValue
    let ai = AIService.testValue
    let notifications = NotificationClient.testValue
    let settings = UserDefaultsClient.testValue
    let calls: [(String, () async throws -> Void)] = [
      ("FirebaseService.tasksStream", { _ = firebase.tasksStream() }),
      ("FirebaseService.fetchTasks", { _ = try await firebase.fetchTasks() }),
      ("FirebaseService.saveTask", { try await firebase.saveTask(TaskItem(id: "a", title: "a", shin: .hoshi)) }),
      ("FirebaseService.deleteTask", { try await firebase.deleteTask("a") }),
      ("FirebaseService.returnTask", { try await firebase.returnTask("a", "memo") }),
      ("FirebaseService.fetchProfile", { _ = try await firebase.fetchProfile() }),
      ("FirebaseService.saveProfile", { try await firebase.saveProfile(profile) }),
      ("FirebaseService.fetchShinProgress", { _ = try await firebase.fetchShinProgress() }),
      ("FirebaseService.saveShinProgress", { try await firebase.saveShinProgress(ShinProgress()) }),
      ("NetworkMonitor.updates", { _ = NetworkMonitor.testValue.updates() }),
      ("AIService.generateHint", { _ = try await ai.generateHint("a") }),
      ("AIService.celebrate", { _ = try await ai.celebrate("a") }),
      ("NotificationClient.authorization", { _ = await notifications.authorization() }),
      ("NotificationClient.requestAuthorization", { _ = try await notifications.requestAuthorization() }),
      ("NotificationClient.schedule", { try await notifications.schedule(reminder) }),
      ("NotificationClient.cancel", { await notifications.cancel("a") }),
      ("UserDefaultsClient.rememberedProfile", { _ = settings.rememberedProfile() }),
      ("UserDefaultsClient.rememberProfile", { settings.rememberProfile(profile) }),
    ]
    for (endpoint, call) in calls {
      let messages = await Self.messages(call)
      #expect(messages.count == 1 && messages[0].contains(endpoint), "\(endpoint): \(messages)")
    }
  }
}
