import Evergreen
import Foundation

/// Collects what effects send, for tests that drive reducers directly.
final class SentActions<Action: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Action] = []

  var all: [Action] { lock.withLock { storage } }

  var send: Send<Action> {
    Send { action in self.lock.withLock { self.storage.append(action) } }
  }
}

extension Effect {
  /// Runs the effect to its end in the current task: immediate `.send`s first, then each `.run`
  /// body, one after another. Returns every action it sent, in order.
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

  /// The identifiers this effect cancels.
  var cancelledIDs: [EffectID] {
    operations.compactMap {
      if case .cancel(let id) = $0 { return id }
      return nil
    }
  }

  /// The identifiers its runs can be cancelled by.
  var cancellableIDs: [EffectID] {
    operations.flatMap { operation -> [EffectID] in
      if case .run(let run) = operation { return run.cancellations.map(\.id) }
      return []
    }
  }
}
