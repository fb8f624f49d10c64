/// The network events to come, in the order they are taken: by time, then by the order they
/// were scheduled.
///
/// The next event is taken from the front by moving a mark past it, not the events behind it;
/// the room the taken ones held is given back now and then, all at once. Most events are due
/// after every other and go at the end, into room an array keeps (a slice's append asks for
/// unique storage each time).
struct EventSchedule: RandomAccessCollection, Equatable, Sendable {
  private var events: [ScheduledEvent] = []
  /// Where the events not taken yet start in `events`.
  private var head = 0

  var startIndex: Int { head }
  var endIndex: Int { events.endIndex }
  subscript(position: Int) -> ScheduledEvent {
    precondition(position >= head, "position \(position) is an event taken already")
    return events[position]
  }

  /// Takes the first event off; the schedule must not be empty.
  mutating func removeFirst() -> ScheduledEvent {
    let first = events[head]
    head += 1
    if head == events.count {
      events.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 64, head * 2 >= events.count {
      // The taken events are half the array: they go, in one move of those left.
      events.removeSubrange(..<head)
      head = 0
    }
    return first
  }

  mutating func append(_ event: ScheduledEvent) { events.append(event) }

  mutating func insert(_ event: ScheduledEvent, at position: Int) {
    precondition(position >= head, "position \(position) is before the events to come")
    events.insert(event, at: position)
  }

  /// Takes off every event that `isTaken` picks.
  mutating func removeAll(where isTaken: (ScheduledEvent) -> Bool) {
    events.removeSubrange(..<head)
    head = 0
    events.removeAll(where: isTaken)
  }

  /// The same events to come, in the same order, whatever each has taken off already.
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
}
