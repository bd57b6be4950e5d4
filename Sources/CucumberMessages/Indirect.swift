extension Messages {
  /// A value kept behind one pointer and encoded as the value itself. An optional part that most
  /// messages lack (a step's doc string or data table, a pickle step's argument) then costs 8
  /// bytes in each message instead of its whole size; a large run keeps one per step.
  ///
  /// ```swift
  /// private var boxedDocString: Messages.Indirect<DocString>?
  /// public var docString: DocString? {
  ///   get { boxedDocString?.value }
  ///   set { boxedDocString = newValue.map(Messages.Indirect.init) }
  /// }
  /// ```
  public struct Indirect<Value: Sendable>: Sendable {
    private indirect enum Storage: Sendable {
      case value(Value)
    }

    private let storage: Storage

    /// Boxes `value`.
    public init(_ value: Value) { storage = .value(value) }

    /// The boxed value.
    public var value: Value {
      switch storage {
      case .value(let value): value
      }
    }
  }
}

extension Messages.Indirect: Equatable where Value: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}

extension Messages.Indirect: Codable where Value: Codable {
  public init(from decoder: any Decoder) throws { self.init(try Value(from: decoder)) }
  public func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}

extension Messages.Indirect: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}
