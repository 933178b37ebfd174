import Foundation
import Hummingbird

/// The request context of every dashboard route; it owns content negotiation for request bodies.
public struct AppRequestContext: RequestContext {
    /// Hummingbird's per-request storage.
    public var coreContext: CoreRequestContextStorage

    /// Creates the context for a request.
    public init(source: Source) {
        self.coreContext = .init(source: source)
    }

    /// JSON bodies go to `JSONDecoder`, form posts to `URLEncodedFormDecoder`, anything else is a 415.
    public var requestDecoder: ContentNegotiatingDecoder { ContentNegotiatingDecoder() }
}

/// Decodes a request body according to its `Content-Type`.
public struct ContentNegotiatingDecoder: RequestDecoder {
    /// Creates the decoder.
    public init() {}

    /// Decodes JSON or URL-encoded form bodies; other media types are refused with 415.
    public func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws -> T {
        let mediaType = request.headers[.contentType].flatMap(MediaType.init(from:))
        switch mediaType {
        case .some(let media) where media.isType(.applicationJson):
            return try await JSONDecoder().decode(type, from: request, context: context)
        case .some(let media) where media.isType(.applicationUrlEncoded):
            return try await URLEncodedFormDecoder().decode(type, from: request, context: context)
        default:
            throw HTTPError(.unsupportedMediaType, message: "Send application/json or application/x-www-form-urlencoded.")
        }
    }
}
