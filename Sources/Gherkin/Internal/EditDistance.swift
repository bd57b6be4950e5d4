/// How many single-character insertions, deletions or substitutions turn one text into another
/// (Levenshtein), for "did you mean" hints: `EditDistance.between("--tagz", "--tags") == 1`.
package enum EditDistance {
  package static func between(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
      var current = [i + 1]
      for (j, cb) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
