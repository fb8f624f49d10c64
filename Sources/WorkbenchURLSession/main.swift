import Foundation
import Lessons

// The networking chapter's live exchanges, in a process of their own: FoundationNetworking
// (with libcurl and its TLS libraries) is linked here, not into the shell, which stays small at
// its prompt. The shell writes one `DriverInput` as JSON on standard input; this program runs
// the task against the shell's embedded server and writes `release` on a line of its own each
// time a chunk has arrived (the shell lets the next one go), then `record ` and the
// `ExchangeRecord` as JSON, or `error ` and a message.

let input = FileHandle.standardInput.readDataToEndOfFile()
do {
  let driverInput = try JSONDecoder().decode(DriverInput.self, from: input)
  let record = try ExchangeDriver(input: driverInput).run()
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  DriverOutput.line("record " + String(decoding: try encoder.encode(record), as: UTF8.self))
} catch let error as CommandError {
  DriverOutput.line("error " + error.message)
  exit(1)
} catch {
  DriverOutput.line("error \(error)")
  exit(1)
}
