import Foundation
import Lessons

// The networking chapter's live exchanges, in a process of their own: FoundationNetworking
// (with libcurl and its TLS libraries) is linked here, not into the shell, which stays small at
// its prompt. The shell writes one `DriverInput` as JSON on the first line of standard input;
// this program runs the task against the shell's embedded server (which lets the body out a
// chunk at a time as the learner steps) and writes `progress ` and the `ExchangeRecord` so far
// as JSON after each callback, then `record ` and the whole record, or `error ` and a message.
// A `cancel` line cancels the task; the end of standard input cancels it and ends the program.

/// The first line of standard input, read a byte at a time so the rest stays for the commands.
func firstLine() -> Data {
  var line = Data()
  var byte: UInt8 = 0
  while read(0, &byte, 1) == 1, byte != 10 { line.append(byte) }
  return line
}

do {
  let driverInput = try JSONDecoder().decode(DriverInput.self, from: firstLine())
  let commands = DriverCommands()
  commands.start()
  let record = try ExchangeDriver(input: driverInput).run(commands: commands)
  DriverOutput.line("record " + DriverOutput.json(record))
  exit(0)
} catch let error as CommandError {
  DriverOutput.line("error " + error.message)
  exit(1)
} catch {
  DriverOutput.line("error \(error)")
  exit(1)
}
