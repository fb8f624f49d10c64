/// How sessions and tasks look to `show` and `inspect`: the properties URLSessionTask and
/// URLSession have, by their Swift names.
enum NetworkingInspection {
  static func task(_ task: SessionTask) -> InspectValue {
    var summary =
      "\(task.name) #\(task.identifier) \(task.kind.rawValue)Task \(task.method) \(task.currentPath) \(task.state.rawValue)"
    if let response = task.response { summary += ", \(response.status)" }
    if let error = task.error { summary += ", error \(error)" }
    if let question = task.question { summary += ", waiting for respond (\(questionText(question)))" }
    return .object(
      summary: summary,
      fields: [
        InspectField("state", .text(task.state.rawValue)),
        InspectField("kind", .text(task.kind.rawValue)),
        InspectField("session", .reference(task.session)),
        InspectField("taskIdentifier", .number(Double(task.identifier))),
        InspectField("priority", .number(task.priority)),
        InspectField("originalRequest", .text("\(task.method) \(task.originalPath)")),
        InspectField("currentRequest", .text("\(task.method) \(task.currentPath)")),
        InspectField("response", task.response.map(response) ?? .none),
        InspectField("countOfBytesReceived", .number(Double(task.received))),
        InspectField("countOfBytesExpectedToReceive", .number(Double(task.expected))),
        InspectField(
          "error",
          task.error.map { code in
            .record(
              URLErrorCode.describe(code),
              [InspectField("code", .number(Double(code))), InspectField("domain", .text("NSURLErrorDomain"))])
          } ?? .none),
        InspectField(
          "temporaryFile",
          task.temporaryFile.map { path in
            .record(
              "\(path) (\(task.temporaryFileExists ? "exists" : "deleted"))",
              [InspectField("path", .text(path)), InspectField("exists", .bool(task.temporaryFileExists))])
          } ?? .none),
        InspectField("waitingFor", task.question.map { .text(questionText($0)) } ?? .none),
        // Live: the exchange was real; where FoundationNetworking on Linux differed from the books.
        InspectField("mode", .text(task.exchange.live == nil ? "sim" : "live")),
        InspectField("divergences", .list((task.exchange.live?.divergences ?? []).map { .text($0) })),
        // The handler's code, as the chapter's block: what the task will run when it ends.
        InspectField(
          "completionHandler", task.completion.map { .text($0.isEmpty ? "{ }" : $0) } ?? .none),
        InspectField("events", .list(task.events.map(event))),
      ])
  }

  static func questionText(_ question: SessionTask.Question) -> String {
    switch question {
    case .disposition: "didReceiveResponse: allow, cancel or download"
    case .redirect(let location): "willPerformHTTPRedirection to \(location): allow or cancel"
    }
  }

  static func response(_ response: SessionTask.Response) -> InspectValue {
    .record(
      "\(response.status) \(HTTPStatus.reason(response.status))",
      [
        InspectField("status", .number(Double(response.status))),
        InspectField(
          "headers",
          .record(
            response.headers.map { "\($0.name): \($0.value)" }.joined(separator: ", "),
            response.headers.map { InspectField($0.name, .text($0.value)) })),
      ])
  }

  static func event(_ event: CallbackEvent) -> InspectValue {
    .record(
      "\(event.name)(\(event.detail)) on \(event.queue), \(event.thread), t=\(event.time)",
      [
        InspectField("name", .text(event.name)),
        InspectField("detail", .text(event.detail)),
        InspectField("queue", .text(event.queue)),
        InspectField("thread", .text(event.thread)),
        InspectField("time", .number(event.time.seconds, places: 6)),
      ])
  }

  static func session(_ session: URLSessionModel, in state: NetworkWorld) -> InspectValue {
    let held = session.tasks.filter { state.tasks[$0]?.isHeld ?? false }
    var summary = "session \(session.name) (\(session.configuration.text)), delegate queue \(session.queue)"
    if session.isGone {
      summary += ", gone with the app"
    } else if session.isInvalidated {
      summary += ", invalidated"
    } else if let how = session.invalidation {
      summary += ", invalidating (\(how.rawValue))"
    }
    return .object(
      summary: summary,
      fields: [
        InspectField("configuration", .text(session.configuration.text)),
        InspectField("timeoutIntervalForRequest", .number(session.requestTimeout)),
        InspectField("timeoutIntervalForResource", .number(session.resourceTimeout)),
        InspectField("delegate", session.hasDelegate ? .text(session.delegateName) : .none),
        InspectField("delegateRetained", .bool(session.retainsDelegate)),
        InspectField("delegateQueue", .text(session.queue)),
        InspectField("tasks", .list(held.map { .reference($0) })),
        InspectField("invalidated", .bool(session.isInvalidated)),
        InspectField("invalidation", session.invalidation.map { .text($0.rawValue) } ?? .none),
        InspectField("handlers", .list(session.handlers.keys.sorted().map { .text($0) })),
        InspectField(
          "answers",
          .list(
            session.answers.keys.sorted().map { method in
              .text("\(method): " + NetworkingCommands.handlerCall(method, session.answers[method] ?? ""))
            })),
        InspectField("goneWithTheApp", .bool(session.isGone)),
        InspectField("handlerTable", session.downloader.map { .list($0.listing.map { .text($0) }) } ?? .none),
        InspectField("events", .list(session.events.map(event))),
      ])
  }

  /// A row of the table of images: its model's picture and task, and whether it is on screen.
  static func row(_ row: ImageTable.Row) -> InspectValue {
    let picture = row.hasPicture ? "its picture" : row.task.map { "downloading (\($0))" } ?? "no picture"
    return .object(
      summary: "\(row.name): \(picture), " + (row.isVisible ? "on screen" : "off screen"),
      fields: [
        InspectField("im", .bool(row.hasPicture)), InspectField("task", row.task.map { .reference($0) } ?? .none),
        InspectField("visible", .bool(row.isVisible)), InspectField("downloads", .number(Double(row.downloads))),
      ])
  }

  static func reachability(_ reachability: Reachability) -> InspectValue {
    .object(
      summary: reachability.summary,
      fields: [
        InspectField(
          "flags",
          .list(Reachability.Flag.allCases.filter { reachability.flags.contains($0) }.map { .text($0.rawValue) })),
        InspectField("networkAvailable", .bool(reachability.networkAvailable)),
        InspectField("watching", .bool(reachability.watching)),
        InspectField("changes", .list(reachability.changes.map { .text($0) })),
      ])
  }
}
