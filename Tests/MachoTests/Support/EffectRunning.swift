import Evergreen
import Foundation

/// Collects what effects send, for tests that drive reducers directly (before the TestStore).
final class SentActions<Action: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Action] = []

  var all: [Action] { lock.withLock { storage } }
  var send: Send<Action> { Send { action in self.lock.withLock { self.storage.append(action) } } }
}

extension Effect {
  /// Runs the effect to its end in the current task and returns every action it sent, in order.
  func actionsSent() async -> [Action] {
    let sent = SentActions<Action>()
    for operation in operations {
      switch operation {
      case .send(let action): await sent.send(action)
      case .run(let run): await run.body(sent.send)
      case .cancel: break
      }
    }
    return sent.all
  }
}

extension Reducer {
  /// Sends `action`, runs its effect to the end, and feeds back what it sent, until nothing is
  /// left; returns every action fed back, in order.
  func drive(_ state: inout State, _ action: Action) async -> [Action] {
    var received: [Action] = []
    var pending = [action]
    while !pending.isEmpty {
      let next = pending.removeFirst()
      let sent = await reduce(into: &state, action: next).actionsSent()
      received += sent
      pending += sent
    }
    return received
  }
}
