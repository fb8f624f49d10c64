/// A moment or a span on the session's virtual clock, exact.
///
/// Time is counted in units of 1/3,528,000,000 s: a microsecond (3,528), a millisecond, the
/// threading chapter's 20 µs tick and a frame at 24, 25, 30, 48, 50, 60, 90, 100 or 120 Hz
/// (58,800,000 at 60 Hz) are all whole numbers of them, so chapters that share one clock (a
/// frame of animation, a network latency, a queue's timer) never round against each other.
/// 64 bits of units last 83 years.
public struct VirtualTime: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Units in one second.
  public static let perSecond: Int64 = 3_528_000_000

  public var units: Int64

  public init(units: Int64) { self.units = units }

  public static let zero = VirtualTime(units: 0)

  public static func seconds(_ count: Int64) -> VirtualTime { VirtualTime(units: count * perSecond) }
  public static func milliseconds(_ count: Int64) -> VirtualTime { VirtualTime(units: count * (perSecond / 1000)) }
  public static func microseconds(_ count: Int64) -> VirtualTime { VirtualTime(units: count * (perSecond / 1_000_000)) }
  /// `count` frames at `rate` frames per second (60 by default).
  public static func frames(_ count: Int64, rate: Int64 = 60) -> VirtualTime {
    VirtualTime(units: count * (perSecond / rate))
  }

  public var seconds: Double { Double(units) / Double(Self.perSecond) }

  /// How many whole `span`s fit in this time (rounded down).
  public func count(of span: VirtualTime) -> Int64 { units / span.units }

  public static func < (lhs: VirtualTime, rhs: VirtualTime) -> Bool { lhs.units < rhs.units }
  public static func + (lhs: VirtualTime, rhs: VirtualTime) -> VirtualTime { VirtualTime(units: lhs.units + rhs.units) }
  public static func - (lhs: VirtualTime, rhs: VirtualTime) -> VirtualTime { VirtualTime(units: lhs.units - rhs.units) }
  public static func * (lhs: VirtualTime, rhs: Int64) -> VirtualTime { VirtualTime(units: lhs.units * rhs) }

  /// Seconds with up to 6 decimals: `0.016667 s`, `1.5 s`.
  public var description: String { Format.number(seconds, places: 6) + " s" }
}
