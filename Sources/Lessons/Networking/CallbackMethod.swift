/// A callback the chapter posts to a delegate queue.
///
/// A delegate method of the session's delegate as Swift spells it, the completion handler, or
/// the app delegate's `handleEventsForBackgroundURLSession` (Programming iOS 8, ch. 24). The
/// raw value is the name the learner reads in every record; a posted callback keeps the
/// case, so a step tells one method from another without comparing names.
enum CallbackMethod: String, CaseIterable, Sendable, CustomStringConvertible {
  case didReceiveResponse, didReceiveData, didWriteData, didFinishDownloadingTo, didCompleteWithError
  case willPerformHTTPRedirection, didBecomeInvalidWithError, didBecomeDownloadTask, completionHandler
  case urlSessionDidFinishEvents, handleEventsForBackgroundURLSession

  /// Its name, as every record says it: an interpolation reads it without reflection.
  var description: String { rawValue }

  /// Whether the method asks a question, answered through a completion handler.
  var isQuestion: Bool { self == .didReceiveResponse || self == .willPerformHTTPRedirection }
}
