/// A model of UIKit's undo manager (NSUndoManager), which Foundation on Linux lacks.
///
/// It follows the rules S1–S14 of the undo chapter spec (Programming iOS 8, ch. 26; The Core iOS Developer's
/// Cookbook, ch. 9 and 12; Apple's and GNUstep's documentation where the books are silent).
///
/// It is generic over the recorded action so its bookkeeping can be tested on its own; the
/// chapter performs the actions a group holds, which register their inverses here again.
public struct UndoStacks<Action: Equatable & Sendable>: Equatable, Sendable {
  /// One undo unit: actions in registration order, performed last-first (S2).
  public struct Group: Equatable, Sendable {
    public var name: String
    public var actions: [Action]

    public init(name: String = "", actions: [Action] = []) {
      self.name = name
      self.actions = actions
    }
  }

  /// A group still being recorded.
  public struct OpenGroup: Equatable, Sendable {
    public var group = Group()
    /// Opened by registration under `groupsByEvent`, closed at the end of the event (S3, S6).
    public var isEventGroup = false
    /// Opened by undo or redo to record what the performed actions register (S7, S8).
    public var isRecording = false
  }

  public enum Failure: Error, Equatable, Sendable {
    case noOpenGroup
    case mustBeginGroup
    case groupOpen(level: Int)
    case busy(undoing: Bool)
    /// `enableUndoRegistration` with no disable call to answer.
    case alreadyEnabled
  }

  /// Oldest first: the top of each stack is its last element (S1).
  public private(set) var undoStack: [Group] = []
  public private(set) var redoStack: [Group] = []
  public private(set) var openGroups: [OpenGroup] = []
  public private(set) var isUndoing = false
  public private(set) var isRedoing = false
  public var groupsByEvent = true
  /// 0 means no limit (S12).
  public private(set) var levelsOfUndo = 0
  /// How many `disableUndoRegistration` calls no `enableUndoRegistration` has answered yet:
  /// while it is above 0, registrations are ignored (S1, S3; Apple's documented counter).
  public private(set) var disableCount = 0

  /// Whether registrations are recorded: no disable call is left unanswered.
  public var isUndoRegistrationEnabled: Bool { disableCount == 0 }

  /// `disableUndoRegistration()`: one more call `enableUndoRegistration` must answer.
  public mutating func disableRegistration() { disableCount += 1 }

  /// `enableUndoRegistration()`: answers one disable call.
  ///
  /// Foundation raises an exception when none is left to answer.
  public mutating func enableRegistration() throws(Failure) {
    guard disableCount > 0 else { throw .alreadyEnabled }
    disableCount -= 1
  }

  public init(groupsByEvent: Bool = true, levelsOfUndo: Int = 0) {
    self.groupsByEvent = groupsByEvent
    self.levelsOfUndo = max(0, levelsOfUndo)
  }

  /// `groupingLevel` as iOS reports it: the open groups, and under `groupsByEvent` the event
  /// group an explicit `beginUndoGrouping` nests in (UA-3), which the model leaves implicit
  /// because the stacks come out the same without it.
  public var groupingLevel: Int {
    // Read in place: a copy of the first group would share its actions' buffer with the open
    // group and make the next registration copy them.
    let nestsInEventGroup = groupsByEvent && !openGroups.isEmpty && !openGroups[0].isEventGroup && !openGroups[0].isRecording
    return openGroups.count + (nestsInEventGroup ? 1 : 0)
  }

  /// What happened to a registration, for step reports.
  public enum Landing: Equatable, Sendable {
    /// Into the recording group of an undo (bound for the redo stack) or a redo (for the undo stack).
    case recording(forRedo: Bool)
    /// Into an open group at this level; `openedEventGroup` when the registration opened it,
    /// `clearedRedo` counts the redo groups it discarded.
    case group(level: Int, openedEventGroup: Bool, clearedRedo: Int)
    /// Nowhere: registration is disabled.
    case ignored
  }

  /// S3: records an action in the innermost open group, unless registration is disabled.
  @discardableResult
  public mutating func register(_ action: Action) throws(Failure) -> Landing {
    guard disableCount == 0 else { return .ignored }
    var opened = false
    if openGroups.isEmpty {
      guard groupsByEvent else { throw .mustBeginGroup }
      openGroups.append(OpenGroup(isEventGroup: true))
      opened = true
    }
    openGroups[openGroups.count - 1].group.actions.append(action)
    if isUndoing || isRedoing, openGroups[0].isRecording { return .recording(forRedo: isUndoing) }
    var cleared = 0
    if !isUndoing && !isRedoing {
      cleared = redoStack.count
      redoStack.removeAll()
    }
    return .group(level: groupingLevel, openedEventGroup: opened, clearedRedo: cleared)
  }

  /// S4.
  public mutating func beginGrouping() { openGroups.append(OpenGroup()) }

  /// What closing a group did.
  public enum Closing: Equatable, Sendable {
    case merged(into: Int, actions: Int)
    case discardedEmpty
    case pushed(onRedo: Bool, actions: Int, dropped: Int)
  }

  /// S5.
  @discardableResult
  public mutating func endGrouping() throws(Failure) -> Closing {
    guard let closing = openGroups.popLast() else { throw .noOpenGroup }
    if !openGroups.isEmpty {
      openGroups[openGroups.count - 1].group.actions += closing.group.actions
      // A name given inside keeps its place on the outer group (S10 names the outermost).
      return .merged(into: openGroups.count, actions: closing.group.actions.count)
    }
    guard !closing.group.actions.isEmpty else { return .discardedEmpty }
    let dropped: Int
    if isUndoing {
      redoStack.append(closing.group)
      dropped = Self.trim(&redoStack, to: levelsOfUndo)
    } else {
      undoStack.append(closing.group)
      dropped = Self.trim(&undoStack, to: levelsOfUndo)
    }
    return .pushed(onRedo: isUndoing, actions: closing.group.actions.count, dropped: dropped)
  }

  /// S6: the end of a run-loop pass closes the event group when it is the only one open.
  ///
  /// Returns what closing it did, or nil when nothing was closed.
  @discardableResult
  public mutating func endOfEvent() -> Closing? {
    guard groupsByEvent, openGroups.count == 1, openGroups[0].isEventGroup else { return nil }
    return try? endGrouping()
  }

  /// S7 and S8, first half: pops the group to perform.
  ///
  /// It checks the state, closes a lone open group, pops the top group of the undo (or redo)
  /// stack and opens the recording group. nil when the stack is empty.
  ///
  /// An explicitly begun group still open is an error: on iOS, `groupsByEvent` wraps it in an
  /// event group, so the nesting is two deep and undo raises (UA-3).
  public mutating func beginUndo(redo: Bool = false) throws(Failure) -> Group? {
    guard !isUndoing && !isRedoing else { throw .busy(undoing: isUndoing) }
    // Apple's undo() closes a single open group itself; with more open it raises (S7).
    if groupingLevel == 1 { try endGrouping() }
    guard openGroups.isEmpty else { throw .groupOpen(level: groupingLevel) }
    guard let group = redo ? redoStack.popLast() : undoStack.popLast() else { return nil }
    if redo { isRedoing = true } else { isUndoing = true }
    openGroups.append(OpenGroup(group: Group(name: group.name), isRecording: true))
    return group
  }

  /// S7 and S8, second half: the recording group lands on the other stack with the undone
  /// group's name.
  @discardableResult
  public mutating func finishUndo() -> Closing? {
    guard isUndoing || isRedoing, let recording = openGroups.first, recording.isRecording else { return nil }
    // Anything left open inside the recording group folds into it.
    while openGroups.count > 1 { _ = try? endGrouping() }
    let closing = try? endGrouping()
    isUndoing = false
    isRedoing = false
    return closing
  }

  /// S9.
  public var canUndo: Bool { !undoStack.isEmpty || !(openGroups.first.map { $0.group.actions.isEmpty } ?? true) }
  public var canRedo: Bool { !redoStack.isEmpty }

  /// S10: names the outermost open group, else the top of the undo stack.
  ///
  /// Returns false when there is nothing to name.
  @discardableResult
  public mutating func setActionName(_ name: String) -> Bool {
    if !openGroups.isEmpty {
      openGroups[0].group.name = name
      return true
    }
    guard !undoStack.isEmpty else { return false }
    undoStack[undoStack.count - 1].name = name
    return true
  }

  /// S11.
  public var undoActionName: String { undoStack.last?.name ?? "" }
  public var redoActionName: String { redoStack.last?.name ?? "" }
  public var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo " + undoActionName }
  public var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo " + redoActionName }

  /// S12: trims both stacks from the oldest end at once; returns how many groups went.
  @discardableResult
  public mutating func setLevelsOfUndo(_ levels: Int) -> Int {
    levelsOfUndo = max(0, levels)
    return Self.trim(&undoStack, to: levelsOfUndo) + Self.trim(&redoStack, to: levelsOfUndo)
  }

  /// S13.
  public mutating func removeAllActions() {
    undoStack = []
    redoStack = []
    openGroups = []
    isUndoing = false
    isRedoing = false
    disableCount = 0
  }

  /// Drops the oldest groups past `levels` (none when it is 0); returns how many.
  ///
  /// Static, so trimming one of the stacks reads no other part of the manager: a method of
  /// the manager's would have it copied whole for the read, every array retained, at each close.
  private static func trim(_ stack: inout [Group], to levels: Int) -> Int {
    guard levels > 0, stack.count > levels else { return 0 }
    let dropped = stack.count - levels
    stack.removeFirst(dropped)
    return dropped
  }
}
