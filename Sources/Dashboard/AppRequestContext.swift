import Hummingbird
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
    /// The client's IP address, when the connection has one (the login throttle counts by it).
    let clientAddress: String?
    /// The connection the request came on (a long handler watches it for the client leaving).
    let channel: any Channel

    /// Creates the context for a request.
    public init(source: Source) {
        self.coreContext = .init(source: source)
        self.clientAddress = source.channel.remoteAddress?.ipAddress
        self.channel = source.channel
    }
}
