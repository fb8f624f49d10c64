/// The `threads` overview: every thread, queue, lock, semaphore, group and operation at once.
enum ThreadingReport {
  static func threads(_ state: ThreadingWorld) -> [String] {
    let program = state.program
    let machine = state.machine
    var lines = ["clock t=\(machine.clock)", "threads:"]
    for thread in machine.threads.indices {
      lines.append("  " + pad(ThreadingProgram.threadName(thread), 5) + state.threadState(thread))
    }
    lines.append("queues:")
    for queue in program.queues.indices {
      let declared = program.queues[queue]
      var running: [String] = []
      for thread in machine.threads.indices {
        for frame in machine.threads[thread].frames where frame.queue == queue && frame.kind != .turn {
          running.append("B\(frame.block) on \(ThreadingProgram.threadName(thread))")
        }
      }
      let kind =
        switch declared.kind {
        case .main: "serial, on the main thread"
        case .global: "concurrent, the worker pool"
        default: declared.kind.rawValue
        }
      let target = declared.target.map { ", target \(program.queues[$0].name)" } ?? ""
      let pending = machine.pending[queue].map { "B\($0.block)" + ($0.kind == .barrier ? " (barrier)" : "") }
      lines.append(
        "  \(pad(declared.name, 8))\(kind)\(target): pending [\(pending.joined(separator: ", "))], executing [\(running.joined(separator: ", "))]"
      )
    }
    if !machine.timers.isEmpty {
      lines.append("timers:")
      for timer in machine.timers.sorted(by: { ($0.fireAt, $0.seq) < ($1.fireAt, $1.seq) }) {
        lines.append("  t=\(timer.fireAt): \(program.queues[timer.queue].name) \(program.codes[timer.code].source)")
      }
    }
    let objects = Threading.objects(in: state)
    func section(_ title: String, _ names: [String]) {
      guard !names.isEmpty else { return }
      lines.append(title + ":")
      for name in names {
        guard let value = objects.first(where: { $0.name == name })?.value else { continue }
        var line = "  " + pad(name, 8)
        if case .object(let summary, let fields) = value {
          let extra = fields.filter {
            if case .list(let items) = $0.value { return !items.isEmpty && $0.name != "operations" }
            return false
          }
          line += summary + extra.map { "; \($0.name) \($0.value.line)" }.joined()
        }
        lines.append(line)
      }
    }
    section("locks", program.locks)
    section("semaphores", program.semaphores)
    section("groups", program.groups)
    section("operation queues", program.operationQueues.dropFirst().map(\.name))
    section("operations", machine.operations.map(\.name).filter { !$0.isEmpty })
    section("once", program.onceTokens)
    if !program.variables.isEmpty {
      lines.append("variables: " + machine.outcome(program))
    }
    return lines
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
