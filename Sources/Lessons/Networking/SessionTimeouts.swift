/// A session's two timeouts, in seconds as its configuration gives them and on the virtual
/// clock as every network event is scheduled against them, kept in step.
///
/// It is made only empty (the defaults) and changed only through the seconds, so the times on
/// the clock always follow from them.
struct SessionTimeouts: Equatable, Sendable {
  /// timeoutIntervalForRequest: the longest wait between two pieces of data (60 s).
  var request = 60.0 { didSet { requestTime = VirtualTime(seconds: request) } }
  /// timeoutIntervalForResource: the longest a whole transfer may take (7 days).
  var resource = 604_800.0 { didSet { resourceTime = VirtualTime(seconds: resource) } }
  private(set) var requestTime = VirtualTime(seconds: 60)
  private(set) var resourceTime = VirtualTime(seconds: 604_800)

  init() {}
}
