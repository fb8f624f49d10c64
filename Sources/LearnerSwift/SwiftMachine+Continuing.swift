extension SwiftMachine {
  /// A machine that goes on from `previous`, which ran the blocks before, with `program`: those
  /// blocks and a new one after them (`SwiftCompiler.compile(blocks:host:unset:continuing:)`).
  ///
  /// The globals and the heap are as the earlier blocks left them; the new block's top level
  /// (`entry`) runs next, on thread 0.
  public init(_ program: SwiftProgram, entry: Int, continuing previous: SwiftMachine?) {
    self.init(program)
    guard let previous else {
      // The first block after the frameworks' types: its own top level runs.
      frames = [Frame(function: entry, base: 0)]
      locals = Array(repeating: .void, count: program.functions[entry].locals)
      return
    }
    globals = previous.globals + Array(repeating: .void, count: max(0, program.globals.count - previous.globals.count))
    heap = previous.heap
    frames = [Frame(function: entry, base: 0)]
    locals = Array(repeating: .void, count: program.functions[entry].locals)
  }
}
