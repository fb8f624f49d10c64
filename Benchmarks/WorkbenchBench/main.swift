// In-process timings for `make bench`: the engine the shell runs, timed per command.
import Lessons

/// The script the batch benchmark pipes into the shell, also used here: 10,000 commands that
/// create, change, step and inspect boxes in the test chapter.
func batchScript(count: Int) -> [String] {
  var lines = ["use testbed"] + (0..<50).map { "new b\($0) \($0)" }
  var index = 0
  while lines.count < count {
    // Eight commands a cycle on one box: set it, count it three steps on, inspect it.
    let name = "b\((index / 8) % 50)"
    let value = (index / 8) % 1000
    switch index % 8 {
    case 0: lines.append("set \(name).value \(value)")
    case 1: lines.append("set \(name).frame \(index % 300) 10 \(index % 97).5 40")
    case 2: lines.append("show \(name).frame.width")
    case 3: lines.append("count \(name) \(value + 3) --step")
    case 4: lines.append("continue")
    case 5: lines.append("set \(name).label step-\(index)")
    case 6: lines.append("inspect \(name) --json")
    default: lines.append("diff")
    }
    index += 1
  }
  return Array(lines.prefix(count))
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

let clock = ContinuousClock()
let arguments = CommandLine.arguments.dropFirst()

if arguments.first == "script" {
  // `WorkbenchBench script N` prints the batch script for the shell benchmark.
  for line in batchScript(count: Int(arguments.dropFirst().first ?? "10000") ?? 10_000) { print(line) }
} else {
  // Per-command times over the 10,000-command batch.
  var engine = Engine(catalog: .withTestbed)
  var perCommand: [Double] = []
  var failures = 0
  let script = batchScript(count: 10_000)
  let batchStart = clock.now
  for line in script {
    let start = clock.now
    if engine.run(line).outcome != .ok { failures += 1 }
    perCommand.append(seconds(clock.now - start))
  }
  let batchTotal = seconds(clock.now - batchStart)
  print("batch_total_ms \(batchTotal * 1000)")
  print("per_command_median_us \(median(perCommand) * 1e6)")
  print("batch_failures \(failures)")

  // `back` at the end of a 10,000-event timeline, then `goto` the end again; each timed. The
  // events mix commands, process steps and continues: set, count --step, step, continue.
  var timeline = Engine(catalog: .withTestbed)
  _ = timeline.run("use testbed")
  for index in 0..<20 { _ = timeline.run("new b\(index) \(index)") }
  for cycle in 0..<2495 {
    let name = "b\(cycle % 20)"
    _ = timeline.run("set \(name).value \(cycle)")
    _ = timeline.run("count \(name) \(cycle + 3) --step")
    _ = timeline.run("step")
    _ = timeline.run("continue")
  }
  let total = timeline.run("where").lines.first?.text ?? ""
  let end = total.split(separator: " ").last.map(String.init) ?? "0"
  var backTimes: [Double] = []
  var gotoTimes: [Double] = []
  for _ in 0..<31 {
    let start = clock.now
    _ = timeline.run("back")
    backTimes.append(seconds(clock.now - start))
    let again = clock.now
    precondition(timeline.run("goto \(end)").outcome == .ok)
    gotoTimes.append(seconds(clock.now - again))
  }
  let farStart = clock.now
  _ = timeline.run("goto 1")
  let far = seconds(clock.now - farStart)
  print("timeline \(total)")
  print("back_median_ms \(median(backTimes) * 1000)")
  print("goto_end_median_ms \(median(gotoTimes) * 1000)")
  print("goto_start_ms \(far * 1000)")
}
