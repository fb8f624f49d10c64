import Glibc

/// The C library's mathematical functions a Swift program on Linux calls through Foundation
/// or Glibc (`pow(2, 10)`, `floor(2.7)`, `atan2(1, 1)`): each is Glibc's own, so a result is
/// the compiled program's to the last bit.
public enum SwiftMath: String, CaseIterable, Equatable, Sendable {
  case pow, atan2, hypot, floor, ceil, round, trunc, fabs, cbrt, exp, log, log10, log2, tan, asin, acos, atan

  /// Whether an integer literal handed to it is refused: Swift on Linux resolves `pow(2, 10)`
  /// to Foundation's Decimal `pow`, and finds several functions for `log(10)` or `pow(2.0, 10)`
  /// (Glibc's, Foundation's for CGFloat and Float80) where it cannot choose; `floor(2)` is a
  /// Double.
  var refusesIntegerLiterals: Bool { ![.floor, .ceil, .round].contains(self) }

  /// How many numbers it takes.
  var arity: Int { self == .pow || self == .atan2 || self == .hypot ? 2 : 1 }

  /// Its value for `numbers`, which are `arity` Doubles.
  func apply(_ numbers: [Double]) -> Double {
    switch self {
    case .pow: Glibc.pow(numbers[0], numbers[1])
    case .atan2: Glibc.atan2(numbers[0], numbers[1])
    case .hypot: Glibc.hypot(numbers[0], numbers[1])
    case .trunc: Glibc.trunc(numbers[0])
    case .fabs: Glibc.fabs(numbers[0])
    case .cbrt: Glibc.cbrt(numbers[0])
    case .floor: Glibc.floor(numbers[0])
    case .ceil: Glibc.ceil(numbers[0])
    case .round: Glibc.round(numbers[0])
    case .exp: Glibc.exp(numbers[0])
    case .log: Glibc.log(numbers[0])
    case .log10: Glibc.log10(numbers[0])
    case .log2: Glibc.log2(numbers[0])
    case .tan: Glibc.tan(numbers[0])
    case .asin: Glibc.asin(numbers[0])
    case .acos: Glibc.acos(numbers[0])
    case .atan: Glibc.atan(numbers[0])
    }
  }
}
