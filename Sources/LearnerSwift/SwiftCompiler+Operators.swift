#if canImport(SwiftParser)
  import SwiftSyntax

  /// The operators the learner's types declare as static functions (`static func == (lhs:
  /// User, rhs: User) -> Bool`), and those Swift derives from them: `!=` from `==` (Equatable),
  /// and `>`, `<=` and `>=` from `<` (Comparable).
  ///
  /// An operator is called by the run, by the operands' types (`SwiftMachine.userOperator`):
  /// where their static types are unknown here, the values tell which.
  extension SwiftCompiler {
    /// Writes the operators Swift derives for each type that declares `==` or `<` and not the
    /// derived one: a function that calls the declared one (its operands swapped, its result
    /// negated, as the protocol's default does).
    ///
    /// Run after each block, so a block's derived functions have the same indices whether the
    /// next block compiles on from the compiler it left or all compile again.
    mutating func deriveOperators() {
      // What to derive is worked out first, reading the compiler only: a check made while it
      // changes would copy all of it each time.
      for (name, rule, declared) in operatorsToDerive() {
        var code: [SwiftProgram.Instruction] = rule.swapped ? [.load(1), .load(0)] : [.load(0), .load(1)]
        code.append(.call(function: declared.function, arguments: 2, line: 0, writeBack: 0))
        if rule.negated { code.append(.not) }
        code.append(.returnValue)
        functions.append(SwiftProgram.Function(name: "\(name).\(rule.to)", parameters: 2, locals: 2, code: code))
        returnTypes[functions.count - 1] = returnTypes[declared.function]
        var signature = declared
        signature.function = functions.count - 1
        signature.selector = rule.to + "(" + declared.labels.map { $0 + ":" }.joined() + ")"
        signature.types = rule.swapped ? declared.types.reversed() : declared.types
        functionSignatures["\(name).\(rule.to)", default: []].append(signature)
      }
    }

    /// A derivation: the derived operator from the declared one, with its operands swapped
    /// and its result negated or not.
    typealias DerivedOperator = (from: String, to: String, swapped: Bool, negated: Bool)

    /// The operators `deriveOperators` writes: each type's name, the rule, the declared function.
    ///
    /// A derived operator is never one a rule derives from, so what one writes changes none of
    /// the others.
    func operatorsToDerive() -> [(type: String, rule: DerivedOperator, declared: Signature)] {
      let derived: [DerivedOperator] = [
        ("==", "!=", false, true), ("<", ">", true, false), ("<", "<=", true, true), ("<", ">=", false, true),
      ]
      var planned: [(type: String, rule: DerivedOperator, declared: Signature)] = []
      // Most types declare no operator: they are passed over without a look.
      guard !operatorOwners.isEmpty else { return [] }
      for type in types.indices where operatorOwners.contains(types[type].name) {
        let name = types[type].name
        for rule in derived where functionSignatures["\(name).\(rule.to)"] == nil {
          // Only a type that conforms to the protocol gets its default (`!=` of Equatable's).
          guard let declared = functionSignatures["\(name).\(rule.from)"],
            conforms(type, to: rule.from == "==" ? "Equatable" : "Comparable")
          else { continue }
          for signature in declared where signature.types.count == 2 { planned.append((name, rule, signature)) }
        }
      }
      return planned
    }

    /// Each type's operators, by the operator, for the run to pick among; empty when no type
    /// declares one, so the run asks nothing of its values then.
    func operatorTable() -> [[String: [SwiftProgram.OperatorFunction]]] {
      let table = types.indices.map { type in
        var own: [String: [SwiftProgram.OperatorFunction]] = [:]
        for operation in SwiftProgram.Operator.allCases {
          for signature in functionSignatures["\(types[type].name).\(operation.rawValue)"] ?? []
          where signature.types.count == 2 {
            own[operation.rawValue, default: []].append(
              SwiftProgram.OperatorFunction(
                function: signature.function,
                parameters: signature.types.map { Self.operandType($0, in: types[type].name) }))
          }
        }
        return own
      }
      return table.allSatisfy(\.isEmpty) ? [] : table
    }

    /// A parameter's type as the run matches an operand against it: `Self` is the type's name.
    static func operandType(_ type: TypeSyntax?, in owner: String) -> String {
      let written = type?.trimmedDescription ?? ""
      return written == "Self" ? owner : written
    }

    /// The type of `left op right` when an operand is of a type of the program's that declares
    /// `op` once: its result's; nil when none does, or it declares several.
    func userOperatorType(_ text: String, _ left: SwiftTyped?, _ right: SwiftTyped?) -> SwiftTyped?? {
      for operand in [left, right] {
        guard case .named(let name)? = operand?.type, typeIndex[name] != nil else { continue }
        guard let signatures = functionSignatures["\(name).\(text)"], !signatures.isEmpty else { continue }
        guard signatures.count == 1, let result = SwiftStaticType(returnTypes[signatures[0].function]) else {
          return .some(nil)
        }
        return .some(SwiftTyped(result))
      }
      return nil
    }
  }
#endif
