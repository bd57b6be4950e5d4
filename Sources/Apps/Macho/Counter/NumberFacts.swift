/// The live fact book behind ``NumberFactClient``: a famous fact for some numbers, and for every
/// other number in ``range`` a fact worked out from its arithmetic. The same number always gives
/// the same fact.
public enum NumberFacts {
  /// The numbers the fact book covers.
  public static let range = -1_000_000...1_000_000

  static let famous: [Int: String] = [
    0: "0 is the only number that is neither positive nor negative.",
    1: "1 is the only positive number that is neither prime nor composite.",
    7: "7 is the number of days in a week.",
    12: "12 is the number of months in a year.",
    42: "42 is the answer to the ultimate question of life, the universe, and everything.",
    100: "100 is the boiling point of water in degrees Celsius at sea level.",
    365: "365 is the number of days in a common year.",
  ]

  /// The fact about `number`.
  public static func fact(about number: Int) throws(NumberFactError) -> String {
    guard range.contains(number) else { throw .outOfRange(number) }
    if let fact = famous[number] { return fact }
    if number < 0 { return "\(number) is negative: its distance from zero is \(-number)." }
    if isPrime(number) { return "\(number) is a prime number." }
    if let root = perfectSquareRoot(of: number) { return "\(number) is the square of \(root)." }
    let digitSum = String(number).compactMap(\.wholeNumberValue).reduce(0, +)
    return "\(number) is \(number.isMultiple(of: 2) ? "even" : "odd"), and its digits add up to \(digitSum)."
  }

  static func isPrime(_ number: Int) -> Bool {
    guard number >= 2 else { return false }
    var divisor = 2
    while divisor * divisor <= number {
      if number.isMultiple(of: divisor) { return false }
      divisor += 1
    }
    return true
  }

  static func perfectSquareRoot(of number: Int) -> Int? {
    var root = 0
    while root * root < number { root += 1 }
    return root * root == number ? root : nil
  }
}
