import Foundation
import Lessons

// `workbench-live`: the threading chapter's `live` runs, on real Dispatch threads and
// Foundation's operation queues, in a program of their own so that the shell does not load
// Foundation (see `LiveRunProgram`).
//
// It reads one line, the request (the plan and how many runs, as JSON), and writes one line a
// run: its outcome, or no outcome when the run had not finished in time, after which it stops.

guard let line = readLine(),
  let request = try? JSONDecoder().decode(LiveRunProgram.Request.self, from: Data(line.utf8))
else {
  FileHandle.standardError.write(Data("workbench-live: expected one line, a live run's request as JSON\n".utf8))
  exit(2)
}
let encoder = JSONEncoder()
for _ in 0..<request.runs {
  let outcome = LiveRun(request.plan).perform()
  guard let json = try? encoder.encode(LiveRunProgram.RunLine(outcome: outcome)) else { exit(1) }
  FileHandle.standardOutput.write(json + Data([10]))
  if outcome == nil { exit(0) }
}
