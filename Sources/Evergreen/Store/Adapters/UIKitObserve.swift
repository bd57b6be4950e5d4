#if canImport(UIKit) && !os(watchOS)
  import ObjectiveC
  import UIKit

  // Not compiled on Linux (no UIKit there): a thin home for observe { } tokens on UIKit objects.

  extension NSObject {
    /// Runs `apply` now and after each change to what it read, for as long as this object lives
    /// (or until the token is cancelled): the UIKit way to follow a store.
    ///
    /// ```swift
    /// override func viewDidLoad() {
    ///   super.viewDidLoad()
    ///   observe { [weak self] in
    ///     guard let self else { return }
    ///     countLabel.text = "\(store.count)"
    ///     factLabel.isHidden = store.fact == nil
    ///   }
    /// }
    /// ```
    @MainActor
    @discardableResult
    public func observe(_ apply: @escaping @MainActor () -> Void) -> ObserveToken {
      let token = Evergreen.observe(apply)
      let tokens = (objc_getAssociatedObject(self, &observeTokensKey) as? [ObserveToken]) ?? []
      objc_setAssociatedObject(self, &observeTokensKey, tokens + [token], .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return token
    }
  }

  nonisolated(unsafe) private var observeTokensKey: UInt8 = 0
#endif
