import Testing

@testable import Lessons

/// The network's schedule takes events from the front by a mark, and gives the room back now
/// and then: what it holds, and its order, are an array's.
@Suite struct EventScheduleTests {
  static func event(_ order: Int, task: Int = 0) -> ScheduledEvent {
    ScheduledEvent(due: .microseconds(Int64(order)), order: order, task: task, event: .chunk(order))
  }

  @Test func itTakesEventsInOrderAcrossTheRoomItGivesBack() {
    var schedule = EventSchedule()
    var array: [ScheduledEvent] = []
    var taken: [Int] = []
    var next = 0
    // Enough events, taken as they come and two by two, to pass the point where the room of
    // the taken ones is given back several times.
    for round in 0..<400 {
      for _ in 0..<(round % 3 == 0 ? 2 : 1) {
        schedule.append(Self.event(next))
        array.append(Self.event(next))
        next += 1
      }
      if round % 5 != 4, !schedule.isEmpty {
        taken.append(schedule.removeFirst().order)
        array.removeFirst()
      }
      #expect(Array(schedule) == array)
      #expect(schedule.first == array.first && schedule.count == array.count)
    }
    #expect(taken == Array(0..<taken.count))
    while !schedule.isEmpty { taken.append(schedule.removeFirst().order) }
    #expect(taken == Array(0..<next))
  }

  @Test func itInsertsAndRemovesAmongTheEventsLeft() {
    var schedule = EventSchedule()
    for order in 0..<100 { schedule.append(Self.event(order, task: order % 4)) }
    for _ in 0..<70 { _ = schedule.removeFirst() }
    // Positions are the array's own: the events left start past the taken ones.
    schedule.insert(Self.event(1_000, task: 9), at: schedule.startIndex + 1)
    #expect(schedule.map(\.order).prefix(3) == [70, 1_000, 71])
    schedule.removeAll { $0.task == 1 }
    #expect(schedule.map(\.order) == [70, 1_000] + (71..<100).filter { $0 % 4 != 1 })
    #expect(schedule.startIndex == 0)
  }

  @Test func twoSchedulesAreEqualByTheEventsLeft() {
    var taken = EventSchedule()
    for order in 0..<5 { taken.append(Self.event(order)) }
    _ = taken.removeFirst()
    _ = taken.removeFirst()
    var fresh = EventSchedule()
    for order in 2..<5 { fresh.append(Self.event(order)) }
    #expect(taken == fresh)
    fresh.append(Self.event(5))
    #expect(taken != fresh)
  }
}
