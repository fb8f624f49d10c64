/// The edit menu of a text field: which items `canPerformAction(_:withSender:)` offers, and why.
///
/// A `LimitedTextField` follows the cookbook's rules (ch. 6): cut and copy need a selection,
/// select and select-all need text, paste is never offered, and every other action is refused.
/// A plain field offers the standard items by the same tests, paste when the pasteboard holds
/// text, and the Expand item of Programming iOS 8, ch. 10: only when the selection is exactly two
/// characters whose uppercase form is a state's abbreviation.
public enum EditMenu {
  public enum Item: String, CaseIterable, Sendable {
    case cut, copy, paste, select, selectAll, expand

    /// The selector, as `canPerformAction` receives it.
    public var selector: String { self == .expand ? "expand:" : rawValue + ":" }
  }

  public struct Entry: Sendable, Equatable {
    public var item: Item
    public var offered: Bool
    public var reason: String
  }

  public static func entries(for field: TextField, pasteboard: String?) -> [Entry] {
    Item.allCases.map { item in
      let (offered, reason) = decide(item, field, pasteboard: pasteboard)
      return Entry(item: item, offered: offered, reason: reason)
    }
  }

  public static func decide(_ item: Item, _ field: TextField, pasteboard: String?) -> (Bool, String) {
    let hasSelection = field.selection.length > 0
    let hasText = !field.text.isEmpty
    switch item {
    case .cut, .copy:
      return (hasSelection, hasSelection ? "there is a selection" : "nothing is selected")
    case .select, .selectAll:
      return (hasText, hasText ? "the field has text" : "the field is empty")
    case .paste:
      if field.limited { return (false, "LimitedTextField never allows paste:") }
      return pasteboard == nil ? (false, "the pasteboard is empty") : (true, "the pasteboard holds text")
    case .expand:
      if field.limited { return (false, "LimitedTextField refuses every other action") }
      let selected = field.selectedText
      guard selected.count == 2 else {
        return (false, "the selection is \(selected.count) character\(selected.count == 1 ? "" : "s"), not 2")
      }
      guard let state = stateName(for: selected) else {
        return (false, "\(JSON.string(selected.uppercased())) is not a state abbreviation")
      }
      return (true, "\(JSON.string(selected.uppercased())) is \(state)")
    }
  }

  /// The book's lookup in a list that holds abbreviation, name, abbreviation, name and so on.
  public static func stateName(for abbreviation: String) -> String? {
    let key = abbreviation.uppercased()
    var index = 0
    while index + 1 < states.count {
      if states[index] == key { return states[index + 1] }
      index += 2
    }
    return nil
  }

  static let states = [
    "AL", "Alabama", "AK", "Alaska", "AZ", "Arizona", "AR", "Arkansas", "CA", "California", "CO", "Colorado",
    "CT", "Connecticut", "DE", "Delaware", "FL", "Florida", "GA", "Georgia", "HI", "Hawaii", "ID", "Idaho",
    "IL", "Illinois", "IN", "Indiana", "IA", "Iowa", "KS", "Kansas", "KY", "Kentucky", "LA", "Louisiana",
    "ME", "Maine", "MD", "Maryland", "MA", "Massachusetts", "MI", "Michigan", "MN", "Minnesota",
    "MS", "Mississippi", "MO", "Missouri", "MT", "Montana", "NE", "Nebraska", "NV", "Nevada",
    "NH", "New Hampshire", "NJ", "New Jersey", "NM", "New Mexico", "NY", "New York", "NC", "North Carolina",
    "ND", "North Dakota", "OH", "Ohio", "OK", "Oklahoma", "OR", "Oregon", "PA", "Pennsylvania",
    "RI", "Rhode Island", "SC", "South Carolina", "SD", "South Dakota", "TN", "Tennessee", "TX", "Texas",
    "UT", "Utah", "VT", "Vermont", "VA", "Virginia", "WA", "Washington", "WV", "West Virginia",
    "WI", "Wisconsin", "WY", "Wyoming",
  ]
}
