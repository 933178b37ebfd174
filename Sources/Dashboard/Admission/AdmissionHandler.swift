import NIOCore
import NIOHTTPTypes

/// One connection's side of connection admission, placed after HTTP decoding: it registers the
/// connection with the listener's ``ConnectionRegistry`` when it becomes active and closes it at
/// once when its peer address already holds `--max-connections-per-address` connections; it
/// closes a connection that has not sent a complete first request head within
/// `--head-timeout`; and it marks the connection busy from the end of each request (its whole body
/// received) to the end of its response, so at the global cap only connections the server is not
/// answering are evicted: idle ones, and ones still sending a request (a body trickled a byte at a
/// time holds no one's work, and must not hold the listener either).
///
/// The head deadline covers the first request only; later requests on a keep-alive connection
/// are bounded by `--idle-timeout`, and at the cap such a connection counts as idle.
final class AdmissionHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let registry: ConnectionRegistry
    private let headTimeout: TimeAmount
    private var started = false
    private var registered = false
    private var headDeadline: Scheduled<Void>?
    private var sawHead = false
    /// Requests whose end has arrived, and responses ended, on this connection (HTTP/1 answers in
    /// order, so response N answers request N).
    private var requestsEnded = 0
    private var responsesEnded = 0
    /// The requests marked busy in the registry and not yet answered.
    private var busy = Set<Int>()

    /// Creates the handler of one connection.
    init(registry: ConnectionRegistry, headTimeout: TimeAmount) {
        self.registry = registry
        self.headTimeout = headTimeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { admit(context: context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        headDeadline?.cancel()
        headDeadline = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        context.fireChannelActive()
        admit(context: context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        headDeadline?.cancel()
        headDeadline = nil
        if registered {
            registered = false
            registry.remove(context.channel)
        }
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            if !sawHead {
                sawHead = true
                headDeadline?.cancel()
                headDeadline = nil
            }
        case .body: break
        case .end:
            requestsEnded += 1
            // A request answered before its body ended (a 413 on a declared length) is not work.
            if requestsEnded > responsesEnded {
                busy.insert(requestsEnded)
                registry.requestStarted(on: context.channel)
            }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) {
            responsesEnded += 1
            if busy.remove(responsesEnded) != nil { registry.requestEnded(on: context.channel) }
        }
        context.write(data, promise: promise)
    }

    /// Registers the connection (once) or closes it past the per-address cap, and starts the
    /// head deadline.
    private func admit(context: ChannelHandlerContext) {
        guard !started else { return }
        started = true
        let address = context.channel.remoteAddress?.ipAddress ?? "unknown"
        switch registry.open(context.channel, address: address) {
        case .overAddressCap:
            context.close(promise: nil)
        case .admitted:
            registered = true
            let loop = context.eventLoop.assumeIsolated()
            headDeadline = loop.scheduleTask(in: headTimeout) { [weak self] in
                guard let self, !self.sawHead else { return }
                self.headDeadline = nil
                context.close(promise: nil)
            }
        }
    }
}

@available(*, unavailable)
extension AdmissionHandler: Sendable {}
