import Evergreen
import Foundation

/// Where the session token lives, so that it is never part of any feature's state.
///
/// ```swift
/// @Dependency(\.tokenStore) var tokenStore
/// tokenStore.save(signedIn.token)   // inside an effect, after signing in
/// tokenStore.clear()                // on sign-out
/// ```
///
/// The live value keeps the token in memory for the life of the process; the test value fails the
/// test, naming the endpoint, for every endpoint a test did not override.
public struct TokenStore: Sendable {
  public var load: @Sendable () -> String?
  public var save: @Sendable (_ token: String) -> Void
  public var clear: @Sendable () -> Void

  public init(
    load: @escaping @Sendable () -> String?, save: @escaping @Sendable (_ token: String) -> Void,
    clear: @escaping @Sendable () -> Void
  ) {
    self.load = load
    self.save = save
    self.clear = clear
  }

  /// A store holding the token in memory.
  public static func inMemory() -> TokenStore {
    let box = TokenBox()
    return TokenStore(load: { box.token }, save: { box.token = $0 }, clear: { box.token = nil })
  }
}

/// The token of ``TokenStore/inMemory()``, guarded by a lock.
final class TokenBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: String?
  var token: String? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}

extension TokenStore: DependencyKey {
  public static let liveValue = TokenStore.inMemory()
  public static var testValue: TokenStore {
    TokenStore(
      load: unimplemented("TokenStore.load", placeholder: nil), save: unimplemented("TokenStore.save"),
      clear: unimplemented("TokenStore.clear"))
  }
}

extension DependencyValues {
  /// Where the session token lives. See ``TokenStore``.
  public var tokenStore: TokenStore {
    get { self[TokenStore.self] }
    set { self[TokenStore.self] = newValue }
  }
}
