extension SwiftMachine {
  /// A value as Swift's `print` writes it: `3`, `3.0`, `Optional(3)`, `nil`, `["a": 1]`,
  /// `Point(x: 1, y: 2)`, `moved(x: 1, y: 2)`, `main.Dog` (the module of a `swiftc main.swift`).
  ///
  /// Inside a collection, an optional or a struct a value is written as `debugDescription`
  /// writes it: a string quoted, a struct or enum case with its module and type
  /// (`[main.Direction.north]`); `reflecting` does that at the top too, as an uncaught error is
  /// reported.
  public func describe(_ value: SwiftValue, nested: Bool = false, reflecting: Bool = false) -> String {
    switch value {
    case .void: return "()"
    case .int(let number): return String(number)
    // Swift's own description of a Double: `3.0`, `0.1`, `1e+20`, `nan`, `-inf`.
    case .double(let number): return "\(number)"
    case .bool(let flag): return flag ? "true" : "false"
    case .string(let text):
      guard nested else { return text }
      return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    case .array(let items): return "[" + items.map { describe($0, nested: true) }.joined(separator: ", ") + "]"
    case .tuple(let items, let labels):
      let parts = items.indices.map { index in
        (labels.map { "\($0[index]): " } ?? "") + describe(items[index], nested: true)
      }
      return "(" + parts.joined(separator: ", ") + ")"
    case .function, .closure: return "(Function)"
    case .null: return "nil"
    case .some(let inner): return "Optional(\(describe(inner, nested: true)))"
    case .dictionary(let dictionary):
      guard !dictionary.keys.isEmpty else { return "[:]" }
      let parts = dictionary.keys.indices.map {
        describe(dictionary.keys[$0], nested: true) + ": " + describe(dictionary.values[$0], nested: true)
      }
      return "[" + parts.joined(separator: ", ") + "]"
    case .range(let lower, let upper, let closed): return "\(lower)\(closed ? "..." : "..<")\(upper)"
    case .structValue(let type, let fields) where SwiftFrameworks.tupleLike.contains(program.types[type].name):
      // Core Graphics' geometry prints as its numbers: `(1.0, 2.0, 3.0, 4.0)` for a CGRect.
      let parts = fields.map { describe($0, nested: true) }
      return "(" + parts.map { $0.hasPrefix("(") ? String($0.dropFirst().dropLast()) : $0 }.joined(separator: ", ") + ")"
    case .structValue(let type, let fields):
      let info = program.types[type]
      let parts = fields.indices.map { "\(info.fields[$0]): \(describe(fields[$0], nested: true))" }
      return (reflecting || nested ? "main." : "") + info.name + "(" + parts.joined(separator: ", ") + ")"
    case .enumValue(let type, let index, let payload):
      let info = program.types[type]
      var text = (reflecting || nested ? "main.\(info.name)." : "") + info.cases[index]
      if !payload.isEmpty {
        let labels = info.caseLabels[index]
        let parts = payload.indices.map { position in
          (labels.indices.contains(position) ? labels[position].map { "\($0): " } ?? "" : "")
            + describe(payload[position], nested: true)
        }
        text += "(" + parts.joined(separator: ", ") + ")"
      }
      return text
    case .object(let cell):
      guard case .instance(let type, _) = heap[cell] else { return "(box)" }
      return "main." + program.types[type].name
    case .box: return "(box)"
    // UIKit prints an address here; the Workbench prints the object's name instead (DESIGN §3).
    case .host(let type, let name): return "<\(type): \(name)>"
    }
  }
}
