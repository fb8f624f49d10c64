#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The progress curve of a spring view animation: a damped oscillator that settles on the target.
///
/// UIKit's spring animation takes a damping ratio and an initial velocity: below 1 the view
/// waggles about its final value, more so as damping falls, and the velocity is a kick that adds
/// overshoot (Programming iOS 8, ch. 4); the velocity is measured in whole distances per second,
/// so 50 pt/s on a 200 pt move is 0.25 (The Gourmet iOS Developer's Cookbook, ch. 5).
///
/// The model is the chapter spec's [design]: progress x(t) (0 at the start, 1 at the target)
/// obeys x'' = −ω²(x − 1) − 2ζωx' with x(0) = 0, x'(0) = v0; ζ is the damping clamped to
/// 0.05…1 and ω = ln(1000) / (ζ·T), so the swing has shrunk a thousandfold at the duration T,
/// where x snaps to 1. It is solved in closed form, under-damped (ζ < 1) or critically damped.
public struct SpringCurve: Hashable, Sendable {
  /// T, the animation's duration in seconds.
  public let duration: Double
  /// ζ, the damping ratio as used: the requested damping clamped to 0.05…1.
  public let damping: Double
  /// v0 in whole distances per second.
  public let initialVelocity: Double

  /// A turning point of the curve: where it stops moving one way and turns back.
  public struct Extreme: Hashable, Sendable {
    public var time: Double
    public var value: Double
  }

  /// Damping below 0.05 or above 1 is clamped into that range [design]; the duration must be a
  /// positive number of seconds and the velocity a finite number.
  public init(duration: Double, damping: Double, initialVelocity: Double) throws(CommandError) {
    guard duration.isFinite, duration > 0 else {
      throw CommandError(
        "a spring's duration must be a positive number of seconds, not \(Format.number(duration))",
        suggestion: "for example 0.8")
    }
    guard damping.isFinite, initialVelocity.isFinite else {
      throw CommandError(
        "a spring's damping and velocity must be finite numbers",
        suggestion: "damping 0…1 (1 for no overshoot), velocity in whole distances per second")
    }
    self.duration = duration
    self.damping = min(max(damping, 0.05), 1)
    self.initialVelocity = initialVelocity
  }

  /// ω, the undamped angular frequency in radians per second: ln(1000) / (ζ·T).
  public var angularFrequency: Double { Self.lnThousand / (damping * duration) }

  static let lnThousand = 6.907_755_278_982_137

  /// The oscillation's own frequency, ω·√(1 − ζ²); 0 when critically damped.
  var dampedFrequency: Double { angularFrequency * (1 - damping * damping).squareRoot() }

  /// The displacement from the target is e^(−ζωt)·(A·cos ω_d t + B·sin ω_d t) under-damped,
  /// e^(−ωt)·(A + B·t) critically damped; A = −1 starts it at 0.
  var coefficients: (a: Double, b: Double) {
    let omega = angularFrequency
    if damping >= 1 { return (-1, initialVelocity - omega) }
    return (-1, (initialVelocity - damping * omega) / dampedFrequency)
  }

  /// Progress at `time` seconds: 0 before the start, 1 from the duration on.
  public func value(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    guard time < duration else { return 1 }
    let (a, b) = coefficients
    let omega = angularFrequency
    if damping >= 1 { return 1 + exp(-omega * time) * (a + b * time) }
    let wd = dampedFrequency
    return 1 + exp(-damping * omega * time) * (a * cos(wd * time) + b * sin(wd * time))
  }

  /// Progress at `fraction` of the duration, for use as an animation's easing.
  public func value(atFraction fraction: Double) -> Double { value(at: fraction * duration) }

  /// Speed of progress at `time`, whole distances per second (0 outside the duration).
  public func velocity(at time: Double) -> Double {
    guard time >= 0, time < duration else { return 0 }
    let (a, b) = coefficients
    let omega = angularFrequency
    if damping >= 1 { return exp(-omega * time) * (b - omega * (a + b * time)) }
    let wd = dampedFrequency
    let decay = damping * omega
    let c = cos(wd * time)
    let s = sin(wd * time)
    return exp(-decay * time) * ((-decay * a + wd * b) * c + (-decay * b - wd * a) * s)
  }

  /// The times in (0, T) at which the curve passes through the target (x = 1), in order.
  public var crossings: [Double] {
    let (a, b) = coefficients
    if damping >= 1 {
      guard b != 0 else { return [] }
      let time = -a / b
      return time > 0 && time < duration ? [time] : []
    }
    // x − 1 = R·e^(−ζωt)·cos(ω_d t − φ): zero where ω_d t − φ = π/2 + kπ.
    return times(where: Double.pi / 2, phase: atan2(b, a))
  }

  /// The turning points in (0, T), in order: overshoots above 1 and dips below it.
  public var extremes: [Extreme] {
    let (a, b) = coefficients
    let omega = angularFrequency
    if damping >= 1 {
      // (x − 1)' = e^(−ωt)·(B − ω(A + Bt)) = 0.
      guard b != 0 else { return [] }
      let time = (b - omega * a) / (omega * b)
      return time > 0 && time < duration ? [Extreme(time: time, value: value(at: time))] : []
    }
    // (x − 1)' ∝ −ζω·cos θ − ω_d·sin θ with θ = ω_d t − φ: zero where tan θ = −ζω / ω_d.
    let turn = -atan2(damping * omega, dampedFrequency)
    return times(where: turn, phase: atan2(b, a)).map { Extreme(time: $0, value: value(at: $0)) }
  }

  /// The highest progress before the snap at T: the largest turning point or the value just
  /// before T (the spec's checked figures: 0.997, 1.046, 1.279, 1.372).
  public var peak: Double {
    let (a, b) = coefficients
    let omega = angularFrequency
    let end: Double
    if damping >= 1 {
      end = 1 + exp(-omega * duration) * (a + b * duration)
    } else {
      let wd = dampedFrequency
      end = 1 + exp(-damping * omega * duration) * (a * cos(wd * duration) + b * sin(wd * duration))
    }
    return extremes.map(\.value).reduce(max(0, end), max)
  }

  /// Times t in (0, T) with ω_d·t − `phase` = `angle` + kπ for a whole k.
  private func times(where angle: Double, phase: Double) -> [Double] {
    let wd = dampedFrequency
    var k = ((-phase - angle) / Double.pi).rounded(.down) - 1
    var found: [Double] = []
    while true {
      let time = (angle + k * Double.pi + phase) / wd
      if time >= duration { return found }
      if time > 0 { found.append(time) }
      k += 1
    }
  }
}
