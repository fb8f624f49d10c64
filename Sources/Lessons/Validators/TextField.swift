/// A text field and its delegate, which vets every change the user makes.
///
/// A keystroke, a paste, a cut or a backspace is first offered to
/// `textField(_:shouldChangeCharactersIn:replacementString:)`, which accepts it, refuses it, or
/// makes a change of its own and refuses the original (Programming iOS 8, ch. 10; The Core iOS
/// Developer's Cookbook, ch. 6, Recipes 6-9 and 6-10).
///
/// Ranges are `NSRange`s in UTF-16 code units, as UIKit's are.
public struct TextField: Sendable, Equatable {
  public enum Mode: String, CaseIterable, Sendable {
    case abc = "ABC"
    case digits = "123"
    case decimal = "2.3"
    case alphanumeric = "A2C"
    case phone
    case lowercase
    case limited

    /// The cookbook's segmented control: the four filter modes.
    public static let filters: [Mode] = [.abc, .digits, .decimal, .alphanumeric]
  }

  /// An `NSRange`: location and length in UTF-16 code units.
  public struct Range: Sendable, Equatable {
    public var location: Int
    public var length: Int

    public init(_ location: Int, _ length: Int) {
      self.location = location
      self.length = length
    }

    /// `{1, 0}`, as `NSStringFromRange` prints it.
    public var text: String { "{\(location), \(length)}" }
  }

  public var name: String
  public var mode: Mode
  /// Whether the field is a `LimitedTextField`, whose `canPerformAction` limits the edit menu.
  public var limited: Bool
  public var text = ""
  public var selection = Range(0, 0)
  /// The navigation title the phone field sets: "Phone Number" on a full match, else nil.
  public var title: String?
  /// What the delegate returned for the last change it was asked about.
  public var lastVerdict: Bool?

  public init(name: String, mode: Mode, limited: Bool = false) {
    self.name = name
    self.mode = mode
    self.limited = limited || mode == .limited
  }

  public var typeName: String { limited ? "LimitedTextField" : "UITextField" }

  /// The text set by code (`f.text = "…"`), which no delegate vets (Apple's documented
  /// UITextField API: the delegate is asked about the user's changes); the insertion point goes
  /// to its end.
  mutating func setInCode(_ text: String) {
    self.text = text
    selection = Range(text.utf16.count, 0)
    lastVerdict = nil
  }

  // MARK: - The delegate

  /// What the delegate decided about one proposed change.
  public enum Decision: Sendable, Equatable {
    case accept
    case refuse
    /// The delegate set the text itself and returned false.
    case rewrite(String)
  }

  /// The characters a filter mode lets through, as the cookbook's mode strings list them, and
  /// how the report names them.
  func allowed() -> (test: (Character) -> Bool, text: String)? {
    // The cookbook's digits are NSCharacterSet's decimal digits: every script's, `٣` too.
    func decimalDigit(_ character: Character) -> Bool {
      character.unicodeScalars.count == 1 && character.unicodeScalars.first!.properties.numericType == .decimal
    }
    func allowing(_ characters: String, digits: Bool) -> (Character) -> Bool {
      { characters.contains($0) || (digits && decimalDigit($0)) }
    }
    let alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz "
    switch mode {
    case .abc: return (allowing(alpha, digits: false), "A-Z a-z space")
    case .digits: return (allowing("", digits: true), "decimal digits")
    case .decimal:
      return text.contains(".")
        ? (allowing("", digits: true), "decimal digits (the text has its '.')")
        : (allowing(".", digits: true), "decimal digits .")
    case .alphanumeric: return (allowing(alpha, digits: true), "A-Z a-z space, decimal digits")
    case .phone: return (allowing("()-. ", digits: true), "decimal digits ( ) - . space")
    case .lowercase, .limited: return nil
    }
  }

  /// Asks the delegate about replacing `range` with `replacement`, and how it reasoned.
  func decide(_ range: Range, _ replacement: String) -> (Decision, String) {
    if mode == .lowercase {
      let lowered = replacement.lowercased()
      let newText = replacing(range, with: lowered)
      return (.rewrite(newText), "sets the text to \(Self.shown(newText)) itself")
    }
    guard let (test, listing) = allowed() else { return (.accept, "no filter") }
    let kept = String(replacement.filter(test))
    let reason = "allowed [\(listing)], kept \(Self.shown(kept))"
    return (kept == replacement ? .accept : .refuse, reason)
  }

  /// Offers a change to the delegate and applies its decision; returns the report line.
  public mutating func change(_ range: Range, _ replacement: String) -> String {
    let call = "shouldChangeCharactersIn(range: \(range.text), replacementString: \(Self.shown(replacement)))"
    let (decision, reason) = decide(range, replacement)
    let verdict: String
    switch decision {
    case .accept:
      text = replacing(range, with: replacement)
      selection = Range(range.location + replacement.utf16.count, 0)
      lastVerdict = true
      verdict = "true; text \(Self.shown(text))"
    case .refuse:
      lastVerdict = false
      verdict = "false; text \(Self.shown(text)) (unchanged)"
    case .rewrite(let newText):
      text = newText
      // Setting `text` from code puts the insertion point at the end, and does not call the
      // delegate again.
      selection = Range(text.utf16.count, 0)
      lastVerdict = false
      verdict = "false (the delegate set the text); text \(Self.shown(text))"
    }
    var line = "\(call): \(reason) -> \(verdict)"
    if mode == .phone {
      // On a refused change the match runs again on the unchanged text.
      // The phone pattern is anchored, and a field holds at most `ValidatorsCommands.fieldLimit`
      // characters: the match stays far below the matcher's budget.
      title = (try? Pattern.phone.matches(text)) == true ? "Phone Number" : nil
      line += "; title \(title.map(JSON.string) ?? "nil")"
    }
    return line
  }

  // MARK: - Text and ranges

  func index(_ offset: Int) -> String.Index { String.Index(utf16Offset: offset, in: text) }

  func replacing(_ range: Range, with replacement: String) -> String {
    var result = text
    result.replaceSubrange(index(range.location)..<index(range.location + range.length), with: replacement)
    return result
  }

  public var selectedText: String {
    String(text[index(selection.location)..<index(selection.location + selection.length)])
  }

  /// Whether `offset` falls between two Characters (not inside one, not past the end).
  public func isBoundary(_ offset: Int) -> Bool {
    guard offset > 0 else { return offset == 0 }
    var boundary = 0
    for character in text {
      boundary += character.utf16.count
      if boundary >= offset { return boundary == offset }
    }
    return false
  }

  /// The range a backspace deletes: the selection, or the Character before the insertion point.
  public var backspaceRange: Range? {
    if selection.length > 0 { return selection }
    guard selection.location > 0 else { return nil }
    let end = index(selection.location)
    let start = text.index(before: end)
    let length = text.utf16.distance(from: start, to: end)
    return Range(selection.location - length, length)
  }

  /// A text for a report line: quoted, and cut short past 60 characters.
  static func shown(_ text: String) -> String {
    // A text of at most 60 bytes has at most 60 characters: counting them is needed only past that.
    guard text.utf8.count > 60 else { return JSON.string(text) }
    let count = text.count
    guard count > 60 else { return JSON.string(text) }
    return JSON.string(String(text.prefix(60))) + "… (\(count) characters)"
  }
}
