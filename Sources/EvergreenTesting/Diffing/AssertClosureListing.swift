/// The closure holding `lines` after `call`, indented by two spaces to stand in a failure message:
/// what a TestStore's failure asks to add to a send, and a scenario's check to a `Then` step.
///
/// ```swift
/// assertClosureListing("await store.send(.add(3))", lines: ["$0.count = 3"])
/// //   await store.send(.add(3)) {
/// //     $0.count = 3
/// //   }
/// ```
package func assertClosureListing(_ call: String, lines: [String]) -> String {
  (["  \(call) {"] + lines.map { "    " + $0 } + ["  }"]).joined(separator: "\n")
}
