import Testing

@testable import Lessons

/// The networking benchmark's flat peer does the chapter's work: the same records, record for
/// record, so the ratio `make bench` reports compares the same work.
@Suite struct NetworkingFlatPeerTests {
  /// The chapter's world and the flat peer's, driven to their ends.
  static func both(tasks: Int, sessions: Int, inFlight: Int) -> (NetworkWorld, NetworkingWorkload.Tally, FlatNetworking) {
    var world = NetworkingWorkload.world(tasks: tasks, sessions: sessions, inFlight: inFlight)
    let tally = NetworkingWorkload.drive(&world, inFlight: inFlight)
    var flat = FlatNetworking(tasks: tasks, sessions: sessions, inFlight: inFlight)
    flat.drive()
    return (world, tally, flat)
  }

  @Test(arguments: [(30, 3, 30), (40, 4, 7), (100, 10, 100)])
  func theFlatPeerKeepsTheChaptersRecords(tasks: Int, sessions: Int, inFlight: Int) {
    let (world, tally, flat) = Self.both(tasks: tasks, sessions: sessions, inFlight: inFlight)
    #expect(tally == flat.tally)
    #expect(tally.completed == tasks && tally.records > tally.events)
    let arrows = world.diagramEntries().map { "\($0.time) \($0.from) \($0.to) \($0.text)" }
    #expect(arrows == flat.diagramTexts)
    for slot in 0..<tasks {
      let name = "t\(slot)"
      #expect(world.tasks[name]?.events == flat.events(of: slot), "\(name)")
    }
  }

  @Test func theBareCallbacksCountTheSameEventsAndKeepNoRecords() {
    let run = NetworkingWorkload.run(tasks: 200, perWorld: 100, sessions: 10, inFlight: 100)
    #expect(run.modelTally == run.flatTally)
    #expect(run.modelTally.withoutRecords() == run.bareTally)
    #expect(run.bareTally.records == 0 && run.modelTally.records > 0)
  }
}
