import EvergreenReporting
import Foundation

extension UUID {
  /// The test UUID numbered `number`, as the Composable Architecture writes them: its last 12
  /// hexadecimal digits are `number`.
  ///
  /// ```swift
  /// UUID(0)   // 00000000-0000-0000-0000-000000000000
  /// UUID(1)   // 00000000-0000-0000-0000-000000000001
  ///
  /// let store = TestStore(initialState: Contacts.State()) { Contacts() } withDependencies: {
  ///   $0.uuid = .incrementing                      // makes UUID(0), UUID(1), …
  /// }
  /// await store.send(.addTapped) { $0.contacts = [Contact(id: UUID(0), name: "")] }
  /// ```
  ///
  /// Numbers above `0xFFFF_FFFF_FFFF` keep their last 48 bits. A negative number is a mistake: it is
  /// reported where it is written, and gives `UUID(0)`.
  public init(
    _ number: Int,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    guard number >= 0 else {
      reportIssue(
        "UUID(\(number)): a test UUID is numbered from 0 (UUID(0), UUID(1), …); this one is UUID(0).",
        fileID: fileID, filePath: filePath, line: line, column: column)
      self.init(counting: 0)
      return
    }
    self.init(counting: UInt64(number))
  }

  /// The UUID whose last 12 hexadecimal digits are `number`: the same as `UUID(number)`, for a
  /// count that is already a `UInt64`.
  ///
  /// ```swift
  /// UUID(counting: 1)   // 00000000-0000-0000-0000-000000000001, the same as UUID(1)
  /// ```
  public init(counting number: UInt64) {
    func byte(_ shift: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: number >> shift) }
    self.init(
      uuid: (
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        byte(40), byte(32), byte(24), byte(16), byte(8), byte(0)
      ))
  }
}
