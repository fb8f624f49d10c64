/// The workload `make bench` times for the validators chapter, kept in this module so the model
/// is compiled as the chapter itself uses it.
public enum ValidatorsWorkload {
  /// `count` strings from a fixed seed: mostly ASCII passwords of 0 to 15 characters, some with
  /// accented letters, Arabic-Indic digits or emoji, so every rule both passes and throws.
  public static func strings(count: Int) -> [String] {
    let pool: [Character] =
      Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!@#$%^&*()_-+ .,") + ["é", "É", "٣", "🙂", "e\u{301}"]
    var seed: UInt64 = 0x5DEE_CE66
    func next(_ bound: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(bound))
    }
    return (0..<count).map { _ in
      let length = next(16)
      // Three strings in four stay ASCII, as most passwords do.
      let ascii = next(4) > 0
      return String((0..<length).map { _ in pool[next(ascii ? pool.count - 5 : pool.count)] })
    }
  }

  /// The hand-written peer: one pass over the characters that answers the same five
  /// requirements, with the same character semantics, and the number of them the string breaks.
  @inline(never)
  public static func handWrittenBrokenCount(_ string: String) -> Int {
    var length = 0
    var upper = false
    var lower = false
    var digit = false
    var special = false
    for character in string {
      length += 1
      let scalar = character.unicodeScalars.first!
      switch scalar.value {
      case 65...90: upper = true
      case 97...122: lower = true
      case 48...57: digit = true
      case 0..<128: if CharacterClass.special.contains(scalar) { special = true }
      default:
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .titlecaseLetter: upper = true
        case .lowercaseLetter: lower = true
        case .decimalNumber: digit = true
        default: break
        }
      }
    }
    return (length < 8 ? 1 : 0) + (upper ? 0 : 1) + (lower ? 0 : 1) + (digit ? 0 : 1) + (special ? 0 : 1)
  }

  /// Validates every string with the book's password validator, then with the hand-written
  /// check; returns each one's time, after checking that they broke the same rules.
  public static func passwords(_ strings: [String]) -> (model: Duration, hand: Duration) {
    let clock = ContinuousClock()
    let validator = StringValidator.password
    var modelErrors = 0
    let modelStart = clock.now
    for string in strings { modelErrors &+= validator.validate(string).errors.count }
    let model = clock.now - modelStart
    var handErrors = 0
    let handStart = clock.now
    for string in strings { handErrors &+= handWrittenBrokenCount(string) }
    let hand = clock.now - handStart
    precondition(modelErrors == handErrors, "the model and the hand-written check disagree")
    return (model, hand)
  }
}
