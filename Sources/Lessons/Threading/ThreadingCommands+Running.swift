/// Running the program: by the default policy, with a pool size, or on real threads.
extension ThreadingCommands {
  static let run = Command(
    CommandSpec(
      "run", abstract: "Run every thread by the default policy until all work ends or nothing can run.",
      discussion:
        "The default policy steps the main thread whenever it can, else the workers in turn, one atomic step each. "
        + "Prints the log as it grows, then the final variables, or the deadlock with its wait-for cycle. Bounded: it "
        + "stops after \(ThreadingWorld.stepLimit) steps (type run again to go on); Ctrl-C stops it and changes nothing.",
      examples: ["run"]),
    .change { state, _ throws(CommandError) in try state.run() })

  static let workers = Command(
    CommandSpec(
      "workers", abstract: "Set the size of the worker-thread pool (4 at the start).",
      parameters: [Parameter("count", .integer(1...16), "how many worker threads")], examples: ["workers 2"]),
    .change { state, arguments throws(CommandError) in
      let count = arguments.integer("count")
      let current = state.workers
      if count < current {
        for thread in (count + 1)...current where !state.machine.threads[thread].frames.isEmpty {
          throw CommandError("w\(thread) is busy: only idle workers can be removed", suggestion: "'run' first")
        }
        state.machine.threads.removeLast(current - count)
        state.machine.lastWorker.value = min(state.machine.lastWorker.value, count)
      } else {
        state.machine.threads += Array(repeating: Machine.SimThread(), count: count - current)
      }
      var notes = Notes(true)
      state.machine.settle(state.program, &notes)
      return ["\(count) worker thread\(count == 1 ? "" : "s")"] + notes.lines
    })

  static let live = Command(
    CommandSpec(
      "live", abstract: "Run the program on real Dispatch threads N times and show how often each outcome came up.",
      discussion:
        "Real threads: the counts change from run to run; the engine records them, so back, goto and a saved "
        + "session replay them instead of running again. Dispatch queues are "
        + "libdispatch's, operation queues Foundation's OperationQueue, and a post waits for each observer as "
        + "NotificationCenter does; the main queue is a stand-in serial queue, since the shell's main thread reads "
        + "lines. A program the simulator shows can deadlock is refused: libdispatch would crash (a trap: SIGILL on "
        + "Linux x86) or hang the shell. Background tasks (UIKit) and current (thread names) are simulator-only. "
        + "A group left more often than entered is refused too: libdispatch crashes on an unbalanced leave. Bounded: at "
        + "most 10000 runs, and runs × the longest schedule's ticks at 20 µs a tick within \(LiveRunner.budget) s "
        + "(\(LiveRunner.budgetTicks) ticks), refused before any run; a run is stopped after 10 s; the simulator's "
        + "check first merges states within explore's budget; Ctrl-C stops at once, even inside a run, and changes "
        + "nothing.",
      parameters: [Parameter("block", .word, "code for the main thread", optional: true)],
      options: [CommandOption("runs", value: .integer(1...10_000), "how many runs (100)")],
      examples: ["live", "live --runs 1000", "live { async global { incr c }; incr c }"]),
    .live(
      LiveCommand(
        performing: { state, arguments throws(CommandError) in
          try LiveRunner.perform(state, block: arguments.optionalWord("block"), runs: arguments.optionalInteger("runs") ?? 100)
        },
        apply: { state, arguments, outcome throws(CommandError) in
          try LiveRunner.report(
            state, block: arguments.optionalWord("block"), runs: arguments.optionalInteger("runs") ?? 100, outcome)
        })))
}
