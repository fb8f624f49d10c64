/// A built-in program from the book, as the lines a learner would type.
struct ThreadingScenario: Sendable {
  var name: String
  var summary: String
  var lines: [String]

  static let all: [ThreadingScenario] = [
    ThreadingScenario(name: "blank", summary: "start afresh: main and global, 4 workers, nothing else", lines: []),
    ThreadingScenario(
      name: "race-counter", summary: "two blocks on global each increment counter twice: lost updates",
      lines: ["new var counter 0", "async global { incr counter; incr counter }", "async global { incr counter; incr counter }"]),
    ThreadingScenario(
      name: "check-then-act", summary: "two blocks check that slot is free, then take it: both can get in",
      lines: [
        "new var slot 0", "new var first 0", "new var second 0",
        "async global { load r slot; if r == 0 { store slot 1; store first 1 } }",
        "async global { load r slot; if r == 0 { store slot 1; store second 1 } }",
      ]),
    ThreadingScenario(
      name: "serial-fix", summary: "the race counter with every increment on one serial queue",
      lines: [
        "new var counter 0", "new queue q serial",
        "async q { incr counter; incr counter }", "async q { incr counter; incr counter }",
      ]),
    ThreadingScenario(
      name: "lock-fix", summary: "the race counter with a lock around each increment",
      lines: [
        "new var counter 0", "new lock m",
        "async global { lock m; incr counter; unlock m; lock m; incr counter; unlock m }",
        "async global { lock m; incr counter; unlock m; lock m; incr counter; unlock m }",
      ]),
    ThreadingScenario(
      name: "sync-deadlock", summary: "main syncs onto serial q, and the block syncs onto q again",
      lines: ["new queue q serial", "sync q { log outer; sync q { log inner } }"]),
    ThreadingScenario(
      name: "main-sync", summary: "main syncs onto serial q, and the block (running on main) syncs onto main",
      lines: ["new queue q serial", "sync q { log work; sync main { ui update } }"]),
    ThreadingScenario(
      name: "lock-order", summary: "two blocks take locks a and b in opposite orders",
      lines: [
        "new lock a", "new lock b",
        "async global { lock a; lock b; log one; unlock b; unlock a }",
        "async global { lock b; lock a; log two; unlock a; unlock b }",
      ]),
    ThreadingScenario(
      name: "group-notify", summary: "three downloads in a group; notify on main when all are done",
      lines: [
        "new group g", "new var done 0", "new lock m",
        "async global --group g { work 30; lock m; incr done; unlock m }",
        "async global --group g { work 10; lock m; incr done; unlock m }",
        "async global --group g { work 20; lock m; incr done; unlock m }",
        "notify g main { ui all-downloaded }",
      ]),
    ThreadingScenario(
      name: "deps", summary: "operations: c waits for a and b; b is cancelled",
      lines: [
        "new opqueue oq --max 2",
        "new op a { work 10; log a }", "new op b { check; work 10; log b }", "new op c { log c }",
        "dep c a", "dep c b", "cancel b", "add oq c b a",
      ]),
    ThreadingScenario(
      name: "mandelbrot-main", summary: "drawThatPuppy computes on main: the interface freezes",
      lines: ["ui tap", "work 100", "ui draw"]),
    ThreadingScenario(
      name: "mandelbrot-gcd", summary: "drawThatPuppy with GCD: compute on a serial queue, hop to main to draw",
      lines: [
        "new queue draw serial", "new var bitmap 0",
        "async draw { work 100; async main { store bitmap 1; ui draw } }",
      ]),
    ThreadingScenario(
      name: "mandelbrot-op", summary: "drawThatPuppy with an operation: compute, check cancellation, hop to main",
      lines: [
        "new opqueue oq --max 1", "new var bitmap 0",
        "new op draw { work 100; check; async main { store bitmap 1; ui draw } }", "add oq draw",
      ]),
    ThreadingScenario(
      name: "mandelbrot-notify",
      summary: "drawThatPuppy with an operation that posts when done: the observer runs on the worker, so it hops to main",
      lines: [
        "new opqueue oq --max 1", "new var bitmap 0",
        "observe finished { async main { store bitmap 1; ui draw } }",
        "new op draw { work 100; check; post finished }", "add oq draw",
      ]),
    ThreadingScenario(
      name: "downloader-sync", summary: "MyDownloader's delegate queue hops to main with sync: main copies the file in time",
      lines: [
        "new opqueue delegate --max 1", "new var file 1", "new var saved 0",
        "async delegate { work 5; sync main { load r file; store saved r }; store file 0 }",
      ]),
    ThreadingScenario(
      name: "downloader-async", summary: "the same hop with async: the temporary file can be gone when main reads it",
      lines: [
        "new opqueue delegate --max 1", "new var file 1", "new var saved 0",
        "async delegate { work 5; async main { load r file; store saved r }; store file 0 }",
      ]),
    ThreadingScenario(
      name: "barrier", summary: "readers on a concurrent queue, and a barrier writer that runs alone",
      lines: [
        "new queue rw concurrent", "new var value 0",
        "async rw { load r value; log read }", "barrier rw { incr value }", "async rw { load r value; log read-after }",
      ]),
    ThreadingScenario(
      name: "background-save",
      summary: "entering the background: begin a task, save off main, end the task in the innermost main-queue block",
      lines: [
        "new var saved 0", "begin task { end task }",
        "async global { work 20; store saved 1; async main { end task } }",
      ]),
    ThreadingScenario(
      name: "once", summary: "two blocks race to set up a shared resource once",
      lines: [
        "new var setups 0", "async global { once token { incr setups } }", "async global { once token { incr setups } }",
      ]),
  ]
}
