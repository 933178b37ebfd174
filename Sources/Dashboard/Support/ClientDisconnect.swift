import NIOCore

/// Watches a request's connection while a long handler works, so the work can stop when the
/// client goes away.
///
/// The server allows remote half-closure, so a client that leaves does not close the channel:
/// it only sends `inputClosed`. A handler added at the front of the pipeline for the duration of
/// the work sees that event (or the channel going inactive) and calls `onDisconnect`.
enum ClientDisconnect {
    /// Runs `work` while `channel` is watched; `onDisconnect` may be called from an event loop.
    static func watching<T: Sendable>(
        _ channel: any Channel,
        onDisconnect: @escaping @Sendable () -> Void,
        _ work: () async throws -> T
    ) async throws -> T {
        let watch = Watch(onDisconnect: onDisconnect)
        let added = (try? await channel.pipeline.addHandler(watch, position: .first).get()) != nil
        let result: Result<T, any Error>
        do {
            result = .success(try await work())
        } catch {
            result = .failure(error)
        }
        if added { try? await channel.pipeline.removeHandler(watch).get() }
        return try result.get()
    }

    /// Passes everything on, calling `onDisconnect` when the client's side closes.
    final class Watch: ChannelInboundHandler, RemovableChannelHandler, Sendable {
        typealias InboundIn = ByteBuffer

        let onDisconnect: @Sendable () -> Void

        /// A watch calling `onDisconnect`.
        init(onDisconnect: @escaping @Sendable () -> Void) {
            self.onDisconnect = onDisconnect
        }

        /// Reacts to the client half-closing its side.
        func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
            if let event = event as? ChannelEvent, event == .inputClosed { onDisconnect() }
            context.fireUserInboundEventTriggered(event)
        }

        /// Reacts to the connection going away.
        func channelInactive(context: ChannelHandlerContext) {
            onDisconnect()
            context.fireChannelInactive()
        }
    }
}
