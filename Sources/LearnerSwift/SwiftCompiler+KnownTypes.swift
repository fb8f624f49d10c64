#if canImport(SwiftParser)
  import SwiftSyntax

  extension SwiftCompiler {
    /// The standard library's and Foundation's types the subset runs, beside the program's own
    /// (`typeIndex`, which holds the frameworks' CGPoint, CGRect and the like too) and the
    /// chapter's classes and values (`host`).
    static let standardTypeNames: Set<String> = [
      "Int", "Int64", "Double", "CGFloat", "Bool", "String", "Substring", "Array", "Dictionary", "Optional", "Void", "Any",
      "AnyObject", "Error", "Never", "Range", "ClosedRange", "Self", "TimeInterval", "CustomStringConvertible",
      "CustomDebugStringConvertible", "Equatable", "Hashable", "Comparable", "LocalizedError", "Sendable",
    ]

    /// The standard library's types the subset does not run: refused by name, as outside it
    /// (a Set would run as an array, a Float as a Double).
    static let unsupportedStandardTypeNames: Set<String> = [
      "Set", "Character", "Float", "Float80", "UInt", "Int8", "Int16", "Int32", "UInt8", "UInt16", "UInt32", "UInt64",
      "Unicode", "Date", "Decimal", "Result", "ArraySlice",
    ]

    /// The frameworks' types a chapter's delegate methods and callbacks are declared with, as
    /// Apple's documented API names them: a method the learner writes for a delegate protocol
    /// takes and gives these, and the chapter hands its values over under them.
    static let frameworkTypeNames: Set<String> = [
      "NSObject", "NSError", "Data", "URL", "URLRequest", "URLResponse", "HTTPURLResponse", "URLSession", "URLSessionTask",
      "URLSessionDataTask", "URLSessionDownloadTask", "URLSessionUploadTask", "URLSessionConfiguration", "URLSessionDelegate",
      "URLSessionTaskDelegate", "URLSessionDataDelegate", "URLSessionDownloadDelegate", "Operation", "BlockOperation",
      "OperationQueue", "DispatchQueue", "DispatchGroup", "DispatchSemaphore", "DispatchWorkItem", "DispatchTime", "NSLock",
      "Notification", "NotificationCenter", "UIView", "UIWindow", "UIColor", "CGColor", "CALayer", "CAAnimation",
      "CABasicAnimation", "CAKeyframeAnimation", "CAAnimationGroup", "CATransaction", "CAMediaTimingFunction", "UIBezierPath",
      "CGPath", "UndoManager", "NSLayoutConstraint", "NSLayoutAnchor", "UILayoutPriority", "UIStackView", "UILabel", "UIButton",
      "CharacterSet", "UIDynamicAnimator", "UIDynamicBehavior", "UIGravityBehavior", "UICollisionBehavior",
      "UIViewPropertyAnimator",
    ]

    /// Refuses a type written in a declaration that the subset would run as another: one
    /// naming a type nothing declares (`checkKnownTypes`), or an optional of an optional
    /// (`refuseNestedOptional`).
    func checkAnnotation(_ type: TypeSyntax?) throws(SwiftRunError) {
      try checkKnownTypes(type)
      try refuseNestedOptional(type)
    }

    /// Refuses a type annotation that names a type nothing declares, with Swift's own error
    /// (`cannot find type 'Frobnicator' in scope`): the run would otherwise go on as if the
    /// annotation were not there, and give what Swift never would.
    private func checkKnownTypes(_ type: TypeSyntax?) throws(SwiftRunError) {
      guard let type else { return }
      for name in Self.typeNames(in: type) where !isKnownType(name.text) {
        if Self.unsupportedStandardTypeNames.contains(name.text) { throw unsupported(name, "the type '\(name.text)'") }
        let location = name.startLocation(converter: converter)
        throw SwiftRunError(line: location.line, column: location.column, "cannot find type '\(name.text)' in scope")
      }
    }

    /// Whether `name` names a type the code can use here.
    func isKnownType(_ name: String) -> Bool {
      Self.standardTypeNames.contains(name) || Self.frameworkTypeNames.contains(name) || typeIndex[name] != nil
        || host.classes.contains(name)
        || host.valueTypes.contains(name) || host.optionSets.keys.contains(name)
        || host.memberTypes.values.contains(name) || SwiftFrameworks.types.contains(name)
    }

    /// The names of the types `type` is made of, outermost first.
    ///
    /// `[String: Frob?]` names String and Frob; a member type (`UIView.AnimationOptions`) is
    /// named by its base alone.
    static func typeNames(in type: TypeSyntax) -> [TokenSyntax] {
      if let identifier = type.as(IdentifierTypeSyntax.self) {
        let arguments = identifier.genericArgumentClause?.arguments.compactMap { argument -> TypeSyntax? in
          guard case .type(let type) = argument.argument else { return nil }
          return type
        }
        return [identifier.name] + (arguments ?? []).flatMap(typeNames(in:))
      }
      if let member = type.as(MemberTypeSyntax.self) { return typeNames(in: member.baseType) }
      if let optional = type.as(OptionalTypeSyntax.self) { return typeNames(in: optional.wrappedType) }
      if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeNames(in: unwrapped.wrappedType) }
      if let array = type.as(ArrayTypeSyntax.self) { return typeNames(in: array.element) }
      if let dictionary = type.as(DictionaryTypeSyntax.self) {
        return typeNames(in: dictionary.key) + typeNames(in: dictionary.value)
      }
      if let attributed = type.as(AttributedTypeSyntax.self) { return typeNames(in: attributed.baseType) }
      if let tuple = type.as(TupleTypeSyntax.self) { return tuple.elements.flatMap { typeNames(in: $0.type) } }
      if let function = type.as(FunctionTypeSyntax.self) {
        return function.parameters.flatMap { typeNames(in: $0.type) } + typeNames(in: function.returnClause.type)
      }
      return []
    }

    /// Refuses an optional of an optional (`Int??`) written as a type: the subset keeps one level
    /// of optional for a value it is given, so it would print `Optional(5)` where Swift prints
    /// `Optional(Optional(5))`.
    private func refuseNestedOptional(_ type: TypeSyntax?) throws(SwiftRunError) {
      guard let type else { return }
      var wrapped: TypeSyntax?
      if let optional = type.as(OptionalTypeSyntax.self) {
        wrapped = optional.wrappedType
      } else if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
        case .type(let argument)? = identifier.genericArgumentClause?.arguments.first?.argument
      {
        wrapped = argument
      }
      guard let wrapped else { return }
      let inner = wrapped.as(TupleTypeSyntax.self).flatMap { $0.elements.count == 1 ? $0.elements.first?.type : nil } ?? wrapped
      if inner.is(OptionalTypeSyntax.self) || inner.as(IdentifierTypeSyntax.self)?.name.text == "Optional" {
        throw unsupported(type, "an optional of an optional ('\(type.trimmedDescription)')")
      }
    }
  }
#endif
