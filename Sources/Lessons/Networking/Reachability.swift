/// SCNetworkReachability as the Cookbook uses it: the flags and a watcher on main.
///
/// Whether the network is available follows from the flags; the watcher on the main run loop
/// gets one callback per kind of change (The Core iOS Developer's Cookbook, ch. 13).
public struct Reachability: Equatable, Sendable {
  /// The flags the chapter models, by their SCNetworkReachabilityFlags names.
  public enum Flag: String, Sendable, CaseIterable {
    case reachable, connectionRequired, isWWAN, connectionOnTraffic, isDirect
  }

  public var flags: Set<Flag> = [.reachable]
  /// Whether a watcher is scheduled on the main run loop.
  public var watching = false
  /// The changes the watcher has been told of, in order.
  public var changes: [String] = []

  /// `networkAvailable`: reachable, and no connection must be set up first.
  public var networkAvailable: Bool { flags.contains(.reachable) && !flags.contains(.connectionRequired) }

  /// Reachable over the cellular network.
  var cellular: Bool { flags.contains(.reachable) && flags.contains(.isWWAN) }
  /// Reachable over Wi-Fi (or another local network).
  var wifi: Bool { flags.contains(.reachable) && !flags.contains(.isWWAN) }

  /// The kinds of change from `old` to these flags, one callback each: Wi-Fi up or down,
  /// cellular up or down, the connection now required or not.
  func changes(from old: Reachability) -> [String] {
    var kinds: [String] = []
    if old.wifi != wifi { kinds.append(wifi ? "wifi up" : "wifi down") }
    if old.cellular != cellular { kinds.append(cellular ? "cell up" : "cell down") }
    let required = flags.contains(.connectionRequired)
    if old.flags.contains(.connectionRequired) != required {
      kinds.append(required ? "connection required" : "connection no longer required")
    }
    return kinds
  }

  var summary: String {
    let names = Flag.allCases.filter { flags.contains($0) }.map(\.rawValue)
    return "reachability: flags [\(names.joined(separator: ", "))], networkAvailable \(networkAvailable)"
      + (watching ? ", watched on main" : "")
  }
}
