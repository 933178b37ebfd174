public import Hummingbird
import NIOCore

/// The request context of every dashboard route.
///
/// Bodies are not decoded through `request.decode`: forms go through `Request.form()` (field
/// order kept for extras rows, UTF-8 checked) and the API through the wire parser (errors with
/// line, column and JSON path), so Hummingbird's default decoder is never used.
public struct AppRequestContext: RequestContext {
    /// Hummingbird's per-request storage.
    public var coreContext: CoreRequestContextStorage
    /// Who sent the request, once `AuthMiddleware` has checked their credentials.
    var identity: Identity?
    /// The connection the request came on (a long handler watches it for the client leaving).
    let channel: any Channel

    /// The client's IP address, when the connection has one (the login throttle counts by it).
    ///
    /// Read when asked rather than when the context is made: turning the address into text
    /// (`inet_ntop`) cost every request, probes included, about 3,000 instructions.
    var clientAddress: String? { channel.remoteAddress?.ipAddress }

    /// Creates the context for a request.
    public init(source: Source) {
        self.coreContext = .init(source: source)
        self.channel = source.channel
    }
}
