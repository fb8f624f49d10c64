import Testing

@testable import Lessons

@Suite struct FormatTests {
  @Test(arguments: [
    (113.0, "113"), (63.7401, "63.74"), (0.5, "0.5"), (230.5168, "230.52"), (-0.0, "0"), (-0.004, "-0.004"),
    (-12.5, "-12.5"), (1.10, "1.1"), (0.005, "0.005"), (1_000_000_000, "1000000000"), (-3.999, "-4"),
    (6.1e-17, "0"), (0.0099999, "0.0099"), (0.009, "0.009"), (0.000012, "0.000012"), (0.0000012, "0.000001"), (0.0123, "0.01"),
  ])
  func numbersDropTrailingZerosAndNeverPrintMinusZero(value: Double, expected: String) {
    #expect(Format.number(value) == expected)
  }

  /// What is shown is what is compared: a value below 0.01 never reads as 0.01 or as 0.
  @Test(arguments: [0.009, 0.005, 0.0099999, 0.000101, -0.003])
  func aSmallValueIsNeverShownAsItsThresholdOrZero(value: Double) {
    let shown = Format.number(value)
    #expect(shown != "0" && shown != "0.01" && shown != "-0.01")
    #expect(abs(Double(shown)!) < 0.01)
  }

  @Test func animationTimesKeepThreeDecimals() {
    #expect(Format.time(0.4) == "0.4")
    #expect(Format.time(0.12345) == "0.123")
    #expect(Format.time(1.0005) == "1.001")
  }

  @Test func geometryPrintsAsTuples() {
    #expect(Format.point(Point(x: 179, y: 208)) == "(179, 208)")
    #expect(Format.size(Size(width: 132, height: 194.5)) == "(132, 194.5)")
    #expect(Format.rect(Rect(x: 63.74, y: 92.7449, width: 230.52, height: 230.52)) == "(63.74, 92.74, 230.52, 230.52)")
  }

  @Test func nonFiniteAndHugeValuesStillFormat() {
    #expect(Format.number(.nan) == "nan")
    #expect(Format.number(-.infinity) == "-inf")
    #expect(Format.number(1e20) == "100000000000000000000")
    // The digits of a double's integral value, exactly (as Python's int(1.2345678901234568e23)).
    #expect(Format.number(123_456_789_012_345_678_901_234.0) == "123456789012345685803008")
    #expect(Format.number(-1e30) == "-1000000000000000019884624838656")
    #expect(Format.number(1e301).hasPrefix("1000000000000000052504760255204420248704468581108159154915854115511802457988908"))
    #expect(Format.number(1e301).count == 302)
  }

  @Test func quotedTextEscapesEveryControlCharacter() {
    #expect(Format.quoted("héllo") == "héllo")
    #expect(Format.quoted("two words") == "\"two words\"")
    // C1 controls such as U+009B (CSI) would start a terminal escape sequence.
    #expect(Format.quoted("\u{9B}31mRED") == "\"\\u{9b}31mRED\"")
    #expect(Format.quoted("a\u{1B}[2J") == "\"a\\u{1b}[2J\"")
  }

  @Test func echoedWordsStayShortAndPrintable() {
    let echoed = Format.echo(String(repeating: "x", count: 100_000) + "\n")
    #expect(echoed.count < 50)
    #expect(Format.echo("a\u{1}b\nc") == "'a\\u{1}b\\u{a}c'")
  }

  /// `%g`'s digits, as UIKit's descriptions write numbers.
  @Test func numbersAreWrittenAsPercentG() {
    let cases: [(Double, String)] = [
      (0, "0"), (-0.0, "-0"), (320, "320"), (-14.5, "-14.5"), (54.333333, "54.3333"), (0.1 + 0.2, "0.3"),
      (123456.7, "123457"), (1.0 / 3, "0.333333"),
    ]
    for (value, text) in cases { #expect(Format.significant(value) == text, "\(value)") }
  }
}
