import Lessons
import NIOCore
import NIOHTTP1

/// Answers one connection's requests from the route table: the status and headers after the
/// route's latency, then the body a chunk at a time (gated for a live exchange).
final class RouteHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  private let server: EmbeddedServer
  private var head: HTTPRequestHead?
  private var bodyBytes = 0
  private var refused = false

  init(server: EmbeddedServer) { self.server = server }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head(let head):
      self.head = head
      bodyBytes = 0
      refused = false
      if head.headers.count > EmbeddedServer.maxHeaderFields { refuse(context, .requestHeaderFieldsTooLarge) }
    case .body(let buffer):
      guard !refused else { return }
      bodyBytes += buffer.readableBytes
      if bodyBytes > EmbeddedServer.maxBodyBytes { refuse(context, .payloadTooLarge) }
    case .end:
      guard !refused, let head else { return }
      self.head = nil
      respond(to: head, on: context.channel)
    }
  }

  /// Answers with `status` and no body, then closes the connection.
  private func refuse(_ context: ChannelHandlerContext, _ status: HTTPResponseStatus) {
    refused = true
    var headers = HTTPHeaders()
    headers.add(name: "Content-Length", value: "0")
    headers.add(name: "Connection", value: "close")
    let channel = context.channel
    context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
    context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
  }

  private func respond(to request: HTTPRequestHead, on channel: any Channel) {
    let path = String(request.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "/")
    guard request.method == .GET || request.method == .POST else {
      Self.send(status: .methodNotAllowed, route: Route.notFound(path), to: request, on: channel, gate: nil, port: 0)
      return
    }
    let route = server.route(for: path)
    // A route that hangs accepts the request and never answers: the client's timeout ends it.
    guard !route.hangs else { return }
    guard route.failure == nil else {
      channel.close(promise: nil)
      return
    }
    let gate = request.headers.first(name: EmbeddedServer.exchangeHeader).flatMap { server.gate(for: $0) }
    Self.send(
      status: HTTPResponseStatus(statusCode: route.status), route: route, to: request, on: channel, gate: gate,
      port: server.port ?? 0)
  }

  private static func send(
    status: HTTPResponseStatus, route: Route, to request: HTTPRequestHead, on channel: any Channel, gate: ChunkGate?,
    port: Int
  ) {
    var headers = HTTPHeaders()
    for (name, value) in route.headers {
      // An absolute Location: FoundationNetworking mishandles some relative ones.
      headers.add(name: name, value: name == "Location" ? "http://127.0.0.1:\(port)\(value)" : value)
    }
    let keepAlive = request.isKeepAlive
    if !keepAlive { headers.add(name: "Connection", value: "close") }
    // Each chunk's place in the body; its bytes are made as it is sent.
    var chunks: [Range<Int>] = []
    var start = 0
    for size in route.length == 0 ? [] : route.chunkSizes {
      chunks.append(start..<(start + size))
      start += size
    }
    let latency = TimeAmount.milliseconds(Int64(route.latency))
    let head = HTTPResponseHead(version: .http1_1, status: status, headers: headers)
    let pieces = chunks
    channel.eventLoop.scheduleTask(in: latency) {
      channel.writeAndFlush(HTTPServerResponsePart.head(head), promise: nil)
      sendChunk(0, pieces, of: route, on: channel, gate: gate, latency: latency, keepAlive: keepAlive)
    }
  }

  /// The most bytes written at once: a large chunk goes out in slices, each made when written.
  static let slice = 64 * 1024

  private static func sendChunk(
    _ index: Int, _ chunks: [Range<Int>], of route: Route, on channel: any Channel, gate: ChunkGate?,
    latency: TimeAmount, keepAlive: Bool
  ) {
    guard index < chunks.count else {
      channel.writeAndFlush(HTTPServerResponsePart.end(nil)).whenComplete { _ in
        if !keepAlive { channel.close(promise: nil) }
      }
      return
    }
    let go: @Sendable () -> Void = {
      channel.eventLoop.scheduleTask(in: latency) {
        writeSlices(of: chunks[index], of: route, on: channel) {
          gate?.sent(chunks[index].count)
          sendChunk(index + 1, chunks, of: route, on: channel, gate: gate, latency: latency, keepAlive: keepAlive)
        }
      }
    }
    if let gate { gate.whenReleased(index, go) } else { go() }
  }

  /// Writes `range` of the body a slice at a time, each after the one before has gone, then
  /// runs `then`.
  private static func writeSlices(
    of range: Range<Int>, of route: Route, on channel: any Channel, then: @escaping @Sendable () -> Void
  ) {
    guard !range.isEmpty else {
      then()
      return
    }
    let end = min(range.upperBound, range.lowerBound + slice)
    let bytes = route.bytes(in: range.lowerBound..<end)
    var buffer = channel.allocator.buffer(capacity: bytes.count)
    buffer.writeBytes(bytes)
    channel.writeAndFlush(HTTPServerResponsePart.body(.byteBuffer(buffer))).whenComplete { result in
      guard case .success = result else { return }
      writeSlices(of: end..<range.upperBound, of: route, on: channel, then: then)
    }
  }
}
