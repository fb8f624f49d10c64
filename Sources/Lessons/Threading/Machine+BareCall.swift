/// A framework's call that runs no code of the learner's, run in one step: a delegate's
/// callback whose block is its label statement alone, on its operation queue.
extension Machine {
  /// The operation whose block on `thread` is a framework's call and nothing more (its label
  /// statement, not begun) and ends as it runs with nothing to settle but its end
  /// (`endedOperation`): what `runBareCall` takes in one go; nil for any other step.
  ///
  /// Inlined where it is asked: a call was handed copies of the machine and the program.
  @inline(__always)
  func bareCall(on thread: Int, _ program: ThreadingProgram) -> Int? {
    guard let top = threads[thread].frames.indices.last, threads[thread].frames[top].pc == 0 else { return nil }
    let code = threads[thread].frames[top].code
    guard program.codes[code].statements.count == 1, case .label = program.codes[code].statements[0] else { return nil }
    return endedOperation(on: thread)
  }

  /// The step of the framework's call `bareCall` found on `thread`, in one go: its label
  /// statement logs the call, the block ends, and its queue's next operations start.
  ///
  /// The machine ends where `step` and its settle would; the block's beginning and end are not
  /// news, as the caller takes the call's end itself. Debug builds check the machine against
  /// `step`'s.
  mutating func runBareCall(_ index: Int, on thread: Int, _ program: ThreadingProgram) {
    #if DEBUG
      var stepped = self
      var stepNotes = Notes(false)
      try? stepped.step(thread, program, &stepNotes)
      defer { assert(self == stepped, "a bare call ends where its step does") }
    #endif
    log.append(LogEntry(thread: thread, labelOf: threads[thread].frames[threads[thread].frames.count - 1]))
    var quiet = Notes(false)
    takeOff(index, on: thread, program, &quiet, announcing: false)
  }
}
