/// The validators chapter.
///
/// Protocol-oriented string validators (iOS 9 by Tutorials, ch. 1), keystroke filters and
/// pattern matching (The Core iOS Developer's Cookbook, ch. 6), and text-field delegate
/// validation with its edit menu (Programming iOS 8, ch. 10), stepped rule by rule and
/// keystroke by keystroke.
public enum Validators: Chapter {
  public typealias State = ValidatorsWorld

  public static let name = "validators"
  public static let abstract =
    "String validators that collect every error, keystroke filters, patterns and edit menus, stepped rule by rule."
  public static var initialState: State { ValidatorsWorld() }
  public static let commands: [ChapterCommand<Validators>] = ValidatorsCommands.all

  /// A validation or a typing run, one rule or one keystroke at a time.
  public enum Process: Equatable, Sendable {
    case validation(ValidationRun)
    case typing(TypingRun)
  }

  public struct ValidationRun: Equatable, Sendable {
    var subject: String
    /// A single rule run on its own: `true` or what it threw, no driver.
    var single: Bool
    var string: String
    var rules: [ValidationRule]
    var labels: [String]
    var next = 0
    var errors: [StringValidationError] = []
    /// The foreign error that ended the run.
    var crash: String?
  }

  public struct TypingRun: Equatable, Sendable {
    var field: String
    var keys: [Character]
    var next = 0
    var lines: [String] = []
    var stepping: Bool
  }

  public static func objects(in state: State) -> [InspectField] {
    state.rules.map { InspectField($0.name, inspect($0.rule)) }
      + state.validators.map { InspectField($0.name, inspect($0.validator)) }
      + state.fields.map { InspectField($0.name, inspect($0)) }
      + (state.last.map { [InspectField(ValidatorsWorld.lastName, inspect($0))] } ?? [])
  }

  // MARK: - Stepping

  public static func advance(_ process: inout Process, _ state: inout State) -> ProcessStep {
    switch process {
    case .validation(var run):
      let step = advance(&run)
      process = .validation(run)
      if case .finished(_, let result) = step { state.last = lastValidation(run, result: result) }
      return step
    case .typing(var run):
      let step = advance(&run, &state)
      process = .typing(run)
      return step
    }
  }

  static func advance(_ run: inout ValidationRun) -> ProcessStep {
    let text = ScannedText(run.string)
    let rule = run.rules[run.next]
    let label = run.labels[run.next]
    let finding = rule.finding(text)
    run.next += 1
    let last = run.next == run.rules.count
    switch rule.validate(text) {
    case .returnedTrue:
      let note = StepNote(
        "\(label): \(finding) -> returned true" + (run.single ? "" : " (errors: \(run.errors.count))"),
        why: run.next == 1 && !run.single ? driverRule : nil)
      guard last else { return .step(note) }
      return .finished(
        note, result: [run.single ? "true" : Validation(valid: run.errors.isEmpty, errors: run.errors, crash: nil).text])
    case .threw(let error):
      run.errors.append(error)
      if run.single {
        return .finished(StepNote("\(label): \(finding) -> threw \(error.caseText)"), result: ["threw: \(error)"])
      }
      let note = StepNote(
        "\(label): \(finding) -> threw \(error.caseText); caught as StringValidationError and appended "
          + "(errors: \(run.errors.count))",
        why: run.next == 1 ? driverRule : "the catch appends the error and the loop goes on: no short-circuit")
      guard last else { return .step(note) }
      return .finished(note, result: [Validation(valid: false, errors: run.errors, crash: nil).text])
    case .threwOther(let name):
      run.crash = name
      if run.single {
        return .finished(
          StepNote("\(label): \(finding) -> threw \(name)"), result: ["threw: \(name) (not a StringValidationError)"])
      }
      let note = StepNote(
        "\(label): \(finding) -> threw \(name), which is not a StringValidationError: the catch-all calls "
          + "fatalError(\"Unexpected error type: \(name)\")",
        why: "the driver's last catch clause has nowhere to put a foreign error, so the book crashes the app; "
          + "the Workbench shows the crash instead of performing it")
      return .finished(
        note,
        result: [
          Validation(valid: false, errors: run.errors, crash: name).text,
          "the app would crash here; rules after this one never run",
        ])
    }
  }

  static func lastValidation(_ run: ValidationRun, result: [String]) -> ValidatorsWorld.LastValidation {
    ValidatorsWorld.LastValidation(
      subject: run.subject, string: run.string, valid: run.errors.isEmpty && run.crash == nil,
      errors: run.errors.map(\.description), crash: run.crash, result: result.first ?? "")
  }

  static let driverRule =
    "the validator's driver runs every rule in order inside do/catch and collects each error (iOS 9 by Tutorials, ch. 1)"

  static func advance(_ run: inout TypingRun, _ state: inout State) -> ProcessStep {
    guard let index = state.fields.firstIndex(where: { $0.name == run.field }) else {
      return .finished(StepNote("\(run.field) is gone"), result: [])
    }
    let key = run.keys[run.next]
    run.next += 1
    let field = state.fields[index]
    let line = "key \(JSON.string(String(key))): " + state.fields[index].change(field.selection, String(key))
    run.lines.append(line)
    let why = run.next == 1 ? "each keystroke is offered to the delegate as a one-character replacement of the selection" : nil
    guard run.next == run.keys.count else { return .step(StepNote(line, why: why)) }
    let result = run.stepping ? ["\(run.field): text \(TextField.shown(state.fields[index].text))"] : run.lines
    return .finished(StepNote(line, why: why), result: result)
  }

  // MARK: - Inspection

  static func inspect(_ rule: ValidationRule) -> InspectValue {
    .object(
      summary: "rule " + rule.summary,
      fields: [
        InspectField("type", .text(rule.typeName)),
        InspectField("errorType", rule.errorType.map { .text($0.caseText) } ?? .none),
        InspectField("message", rule.errorType.map { .text($0.description) } ?? .none),
      ])
  }

  static func inspect(_ validator: StringValidator) -> InspectValue {
    let rules = validator.validationRules
    return .object(
      summary: "validator \(validator.typeName), \(rules.count) rule\(rules.count == 1 ? "" : "s")",
      fields: [
        InspectField("type", .text(validator.typeName)),
        InspectField("rules", .list(rules.map { .record($0.summary, []) })),
        InspectField("ruleNames", validator.ruleNames.map { .list($0.map { .reference($0) }) } ?? .none),
        InspectField("messages", .list(rules.map { $0.errorType.map { .text($0.description) } ?? .none })),
      ])
  }

  static func inspect(_ last: ValidatorsWorld.LastValidation) -> InspectValue {
    .object(
      summary: "validate \(last.subject) \(TextField.shown(last.string)) -> \(last.result)",
      fields: [
        InspectField("subject", .reference(last.subject)),
        InspectField("string", .text(last.string)),
        InspectField("valid", .bool(last.valid)),
        InspectField("errors", .list(last.errors.map { .text($0) })),
        InspectField("errorCount", .number(Double(last.errors.count))),
        InspectField("crash", last.crash.map { .text($0) } ?? .none),
        InspectField("result", .text(last.result)),
      ])
  }

  static func inspect(_ field: TextField) -> InspectValue {
    .object(
      summary: "field \(field.name) (\(field.typeName), \(field.mode.rawValue)) \(TextField.shown(field.text))",
      fields: [
        InspectField("text", .text(field.text)),
        InspectField("title", field.title.map { .text($0) } ?? .none),
        InspectField("lastVerdict", field.lastVerdict.map { .bool($0) } ?? .none),
        InspectField("mode", .text(field.mode.rawValue)),
        InspectField("class", .text(field.typeName)),
        InspectField(
          "selection",
          .tuple([
            InspectField("location", .number(Double(field.selection.location))),
            InspectField("length", .number(Double(field.selection.length))),
          ])),
        InspectField("selectedText", .text(field.selectedText)),
      ])
  }
}
