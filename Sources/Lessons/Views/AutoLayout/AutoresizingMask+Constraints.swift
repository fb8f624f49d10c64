extension AutoresizingMask {
  /// Which of an axis's three parts (leading margin, size, trailing margin) are flexible.
  func flexibleParts(vertical: Bool) -> [Bool] {
    vertical
      ? [contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin)]
      : [contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin)]
  }

  /// UIKit's notation in a conflict log, `--&`, from The Core iOS Developer's Cookbook, chapter 5.
  ///
  /// `-` is a fixed part, `&` a flexible one; with no flexible part the far margin is shown
  /// flexible, as it acts.
  func notation(vertical: Bool) -> String {
    var parts = flexibleParts(vertical: vertical)
    if !parts.contains(true) { parts[2] = true }
    return String(parts.map { $0 ? "&" : "-" })
  }
}
