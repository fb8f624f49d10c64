/// What the chapter the learner's Swift runs in puts in scope: its live objects by name, its
/// classes, and the pre-Swift 3 names the books print with their modern spellings.
public struct SwiftHostScope: Equatable, Sendable {
  /// The names Swift resolves as the chapter's objects: the chapter's now, and those earlier
  /// blocks used.
  public var objects: Set<String>
  /// The chapter's objects now: a top-level declaration may not take one of their names.
  public var current: Set<String>
  public var classes: Set<String>
  public var renamed: [String: String]
  /// The implicit members the chapter's API takes (`.concurrent`): each compiles to a value the
  /// chapter receives as `BridgeValue.member`.
  public var members: Set<String>
  /// The implicit members the chapter's API takes with arguments (`.min(length: 8)`): each
  /// compiles to a call the chapter answers with the value.
  public var memberCalls: Set<String>
  /// The option sets the chapter's API takes, by their Swift names (`UIView.AnimationOptions`),
  /// each member with its raw value (see `SwiftBindable.swiftOptionSets`).
  public var optionSets: [String: [String: Int]]
  /// The types of the values the chapter hands over that Swift may cast to or match in a
  /// `catch` (`StringValidationError`, `HTTPURLResponse`), beside its classes.
  public var valueTypes: Set<String>
  /// The frameworks' value type of each property and argument label that takes one, by name
  /// (see `SwiftBindable.swiftMemberTypes`).
  public var memberTypes: [String: String]
  /// The frameworks' type of each parameter of the chapter's methods, by selector (see
  /// `SwiftBindable.swiftParameterTypes`).
  public var parameterTypes: [String: [String?]]

  public init(
    objects: Set<String> = [], classes: Set<String> = [], renamed: [String: String] = [:], members: Set<String> = [],
    memberCalls: Set<String> = [], optionSets: [String: [String: Int]] = [:], valueTypes: Set<String> = [],
    memberTypes: [String: String] = [:], parameterTypes: [String: [String?]] = [:], current: Set<String>? = nil
  ) {
    self.current = current ?? objects
    self.parameterTypes = parameterTypes
    self.memberCalls = memberCalls
    self.memberTypes = memberTypes
    self.objects = objects
    self.classes = classes
    self.renamed = renamed
    self.members = members
    self.optionSets = optionSets
    self.valueTypes = valueTypes
  }
}

#if canImport(SwiftParser)
  import SwiftSyntax

  extension SwiftCompiler {
    /// A use of a chapter's class: `UIView(frame: r)` (`member` is `init`) or a static method
    /// (`UIView.animate(withDuration: 1) { … }`).
    ///
    /// In `let v = UIView(…)` the new object takes the variable's name.
    mutating func compileHostCall(_ type: String, member: String, _ arguments: [Argument], call: FunctionCallExprSyntax)
      throws(SwiftRunError)
    {
      if let modern = host.renamed[member] {
        throw SwiftRunError(
          line: line(call), "'\(type).\(member)' has been renamed to '\(modern)' (Swift 3 named the frameworks' API anew)")
      }
      for argument in arguments {
        if Self.isImplicitMember(argument.expression), let label = argument.label, let type = host.memberTypes[label] {
          // `UIView(frame: .zero)`: the label says the type.
          try compileValue(argument.expression, type: SwiftStaticType.named(type).syntax)
        } else {
          try compileExpression(argument.expression)
        }
      }
      // A trailing closure is the call's last argument, unlabelled as the chapter sees it.
      let labels = arguments.map { $0.label == nil || $0.label == " trailing" ? "_" : $0.label ?? "_" }
      let selector = member + "(" + labels.map { $0 + ":" }.joined() + ")"
      let bound = Self.boundName(of: call).map { intern($0) } ?? -1
      hostCalls.append(
        SwiftProgram.HostCall(type: intern(type), selector: intern(selector), arguments: arguments.count, bind: bound))
      emit(.hostCall(hostCalls.count - 1))
    }

    /// A static property of a chapter's class (`DispatchQueue.main`): a call without arguments
    /// whose selector has no parentheses.
    mutating func compileHostProperty(_ type: String, _ name: String, node: some SyntaxProtocol) {
      hostCalls.append(SwiftProgram.HostCall(type: intern(type), selector: intern(name), arguments: 0, bind: -1))
      emit(.hostCall(hostCalls.count - 1))
    }

    /// The name a declaration binds the call's value to, when the call is its whole initializer
    /// (`let v = UIView()`).
    static func boundName(of call: FunctionCallExprSyntax) -> String? {
      guard let clause = call.parent?.as(InitializerClauseSyntax.self),
        let binding = clause.parent?.as(PatternBindingSyntax.self),
        let pattern = binding.pattern.as(IdentifierPatternSyntax.self)
      else { return nil }
      return pattern.identifier.text
    }
  }
#endif
