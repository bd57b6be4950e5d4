import Evergreen

extension AlertState where Action == PinDetailReducer.Action.Alert {
  /// The alert that asks before a pin is deleted: 「削除」 confirms, 「キャンセル」 only closes it.
  ///
  /// ```swift
  /// state.alert = .deleteConfirmation(of: state.pin)
  /// ```
  public static func deleteConfirmation(of pin: Pin) -> Self {
    AlertState(
      title: "「\(pin.title)」を削除しますか？",
      message: "削除したピンは元に戻せません。",
      buttons: [.destructive("削除", action: .confirmDeletion), .cancel("キャンセル")])
  }
}
