/// A transform built from the OPs of `new transform` and `set VIEW.transform`.
extension AffineTransform {
  /// The transform `words` describe: the first OP makes it, each later one goes before it.
  ///
  /// OPs are identity, translate, rotate, scale, matrix, concat, invert and the names of
  /// transforms made before.
  static func parse(_ words: [String], in state: ViewsWorld) throws(CommandError) -> AffineTransform {
    var result: AffineTransform?
    var rest = words[...]
    func take(_ count: Int, _ op: String) throws(CommandError) -> [String] {
      guard rest.count >= count else {
        throw CommandError("\(op) needs \(count) value\(count == 1 ? "" : "s")", suggestion: "see 'help new'")
      }
      let values = Array(rest.prefix(count))
      rest = rest.dropFirst(count)
      return values
    }
    guard !words.isEmpty else { throw CommandError("a transform needs at least one OP", suggestion: "for example 'rotate 45'") }
    while let op = rest.popFirst() {
      let step: AffineTransform
      switch op {
      case "identity": step = .identity
      case "translate":
        let n = try Arguments.numbers(try take(2, op), usage: "translate 100 0")
        step = .translation(n[0], n[1])
      case "rotate": step = .rotation(degrees: try Arguments.numbers(try take(1, op), usage: "rotate 45")[0])
      case "scale":
        let n = try Arguments.numbers(try take(2, op), usage: "scale 1.8 1")
        step = .scale(n[0], n[1])
      case "matrix":
        let n = try Arguments.numbers(try take(6, op), usage: "matrix 1 0 -0.2 1 0 0")
        step = AffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
      case "concat":
        let names = try take(2, op)
        step = try named(names[0], in: state).concatenating(try named(names[1], in: state))
      case "invert":
        let original = try named(try take(1, op)[0], in: state)
        guard let inverse = original.inverted() else {
          throw CommandError(
            "\(original.text) is singular (determinant \(Format.number(original.determinant))): it has no inverse",
            suggestion: "a scale of 0 flattens the plane; invert another transform")
        }
        step = inverse
      default: step = try named(op, in: state)
      }
      // The first OP makes the transform; each later one goes before it, as CGAffineTransformRotate and friends do.
      let next = result.map { step.concatenating($0) } ?? step
      guard next.isWithinLimit else {
        throw CommandError(
          "the transform would be \(next.text): its entries must stay between -1000000000 and 1000000000",
          suggestion: "use smaller scales and translations")
      }
      result = next
    }
    return result ?? .identity
  }

  /// The transform made before under `name`, or an error that suggests an OP or a name.
  static func named(_ name: String, in state: ViewsWorld) throws(CommandError) -> AffineTransform {
    guard let transform = state.transforms[name] else {
      throw CommandError(
        "\(Format.echo(name)) is neither an OP nor a transform",
        suggestion: Suggestion.didYouMean(
          name, in: ["identity", "translate", "rotate", "scale", "matrix", "concat", "invert"] + state.transformOrder)
          ?? "OPs are identity, translate, rotate, scale, matrix, concat and invert")
    }
    return transform
  }
}
