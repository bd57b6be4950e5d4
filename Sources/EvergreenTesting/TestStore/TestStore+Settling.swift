extension TestStore {
  /// The opening of every step that waits for the effects: runs them until idle, then reports at
  /// `site` what they recorded meanwhile (failures inside effects, effects escaping the executor).
  ///
  /// ```swift
  /// let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  /// await settle(reportingAt: site)
  /// let unreceived = takeAllReceived()
  /// ```
  func settle(reportingAt site: CallSite) async {
    await settle()
    tracker.flush(at: site)
  }

  /// Takes every action fed back and not received yet, with the states it produced, out of the store.
  @discardableResult
  func takeAllReceived() -> [ActionInbox<Action>.Received] {
    // The states are kept beside the received actions, one pair each: none when none waits.
    guard let inbox = effectInbox, inbox.hasReceived else { return [] }
    receivedStates.removeAll()
    return inbox.removeAllReceived()
  }

  /// Takes the received actions up to and including the one at `index` out of the store, and gives
  /// back that one with the states before and after it was reduced.
  func takeReceived(through index: Int) -> (
    received: ActionInbox<Action>.Received, states: (before: State, after: State)
  ) {
    let received = inbox.received[index]
    let states = receivedStates[index]
    for _ in 0...index { inbox.removeFirstReceived() }
    receivedStates.removeFirst(index + 1)
    return (received, states)
  }
}
