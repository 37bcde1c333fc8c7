/// A natural number of any size, in decimal digits: what exact conversion of a typed number
/// needs (products and sums with small numbers, a quotient by a small number), and no more.
///
/// Digits are kept least significant first, with no leading zero (zero has no digit).
struct DecimalNatural: Sendable, Equatable, Comparable {
  /// The digits, least significant first.
  private(set) var digits: [UInt8]

  /// The number the ASCII digits `ascii` write, most significant first.
  init(digits ascii: [UInt8]) {
    digits = ascii.reversed().map { $0 - 0x30 }
    trim()
  }

  /// A small number.
  init(_ value: Int) {
    digits = []
    var rest = value
    while rest > 0 {
      digits.append(UInt8(rest % 10))
      rest /= 10
    }
  }

  /// Whether the number is zero.
  var isZero: Bool { digits.isEmpty }

  /// The number times 10^`exponent`.
  func shifted(by exponent: Int) -> DecimalNatural {
    var result = self
    if !isZero { result.digits.insert(contentsOf: repeatElement(0, count: exponent), at: 0) }
    return result
  }

  /// The number divided by 10^`count`, rounded down: without its `count` last digits.
  func droppingDigits(_ count: Int) -> DecimalNatural {
    var result = self
    result.digits.removeFirst(min(count, digits.count))
    return result
  }

  /// The number times the small number `factor`.
  ///
  /// - Complexity: O(*n*) in the number of digits.
  func times(_ factor: Int) -> DecimalNatural {
    var result = DecimalNatural(0)
    var carry = 0
    for digit in digits {
      let product = Int(digit) * factor + carry
      result.digits.append(UInt8(product % 10))
      carry = product / 10
    }
    while carry > 0 {
      result.digits.append(UInt8(carry % 10))
      carry /= 10
    }
    result.trim()
    return result
  }

  /// The sum of two numbers.
  static func + (left: DecimalNatural, right: DecimalNatural) -> DecimalNatural {
    var result = DecimalNatural(0)
    var carry: UInt8 = 0
    for index in 0..<max(left.digits.count, right.digits.count) {
      let sum = left.digit(at: index) + right.digit(at: index) + carry
      result.digits.append(sum % 10)
      carry = sum / 10
    }
    if carry > 0 { result.digits.append(carry) }
    return result
  }

  /// The difference of two numbers, the left one not smaller than the right.
  static func - (left: DecimalNatural, right: DecimalNatural) -> DecimalNatural {
    var result = DecimalNatural(0)
    var borrow: UInt8 = 0
    for index in 0..<left.digits.count {
      let subtrahend = right.digit(at: index) + borrow
      let minuend = left.digits[index]
      borrow = minuend < subtrahend ? 1 : 0
      result.digits.append(minuend + borrow * 10 - subtrahend)
    }
    result.trim()
    return result
  }

  /// The quotient by the small number `divisor`, rounded down.
  ///
  /// - Complexity: O(*n*) in the number of digits.
  func dividedBy(_ divisor: Int) -> DecimalNatural {
    var result = DecimalNatural(0)
    result.digits = [UInt8](repeating: 0, count: digits.count)
    var remainder = 0
    for index in digits.indices.reversed() {
      let value = remainder * 10 + Int(digits[index])
      result.digits[index] = UInt8(value / divisor)
      remainder = value % divisor
    }
    result.trim()
    return result
  }

  /// Whether `left` is the smaller number.
  static func < (left: DecimalNatural, right: DecimalNatural) -> Bool {
    guard left.digits.count == right.digits.count else {
      return left.digits.count < right.digits.count
    }
    for index in left.digits.indices.reversed() where left.digits[index] != right.digits[index] {
      return left.digits[index] < right.digits[index]
    }
    return false
  }

  /// The number in decimal, `0` for zero.
  var description: String {
    isZero ? "0" : String(decoding: digits.reversed().map { $0 + 0x30 }, as: UTF8.self)
  }

  private func digit(at index: Int) -> UInt8 {
    index < digits.count ? digits[index] : 0
  }

  private mutating func trim() {
    while digits.last == 0 { digits.removeLast() }
  }
}
