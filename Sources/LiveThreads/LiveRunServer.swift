import Foundation
import Lessons

/// What `workbench-live` does: it reads one line, the request (the plan and how many runs, as
/// JSON), and writes one line a run: its outcome, or no outcome when the run had not finished
/// in time, after which it stops (see `LiveRunProgram`, the shell's side).
public enum LiveRunServer {
  public static func main() -> Never {
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
    exit(0)
  }
}
