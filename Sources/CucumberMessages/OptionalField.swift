extension Messages {
  /// An optional stored property of a large message, held through a struct of its own. Held
  /// directly, an optional string or box made Swift 6.3's initialiser of the message build the
  /// whole message aside, copy it into place and destroy the original: a retain and a release
  /// for each of its parts, for every step a parse makes. Through this struct the message is
  /// built in place. The message keeps its public property, computed from the field.
  ///
  /// ```swift
  /// private var storedKeywordType: Messages.OptionalField<String>
  /// public var keywordType: String? {
  ///   get { storedKeywordType.value }
  ///   set { storedKeywordType = Messages.OptionalField(newValue) }
  /// }
  /// ```
  package struct OptionalField<Wrapped: Sendable & Hashable>: Sendable, Hashable {
    /// The value, `nil` when there is none.
    package var value: Wrapped?

    /// Holds `value`, or none.
    package init(_ value: Wrapped?) {
      self.value = value
    }
  }
}
