import Foundation
import Hummingbird
import InAppMessaging

extension Request {
    /// The body parsed as JSON, after checking its media type and size.
    ///
    /// Throws 415 unless the `Content-Type` is `application/json` (any parameters), 413 when the
    /// body exceeds `limit` bytes, and the parser's `WireError` (line and column; invalid UTF-8
    /// included) when it is not JSON.
    func jsonBody(upTo limit: Int) async throws -> JSONValue {
        try JSONParser.parse(try await jsonBytes(upTo: limit))
    }

    /// The raw body bytes, after the same media-type and size checks as `jsonBody(upTo:)`.
    func jsonBytes(upTo limit: Int) async throws -> [UInt8] {
        let mediaType = headers[.contentType].flatMap(MediaType.init(from:))
        guard let mediaType, mediaType.isType(.applicationJson) else {
            throw APIError(.unsupportedMediaType, "send the body as application/json", path: "Content-Type")
        }
        if let length = headers[.contentLength].flatMap(Int.init), length > limit {
            throw APIError(.contentTooLarge, "the body is \(length) bytes; the limit is \(limit) bytes")
        }
        let buffer = try await body.collect(upTo: limit)
        return Array(buffer.readableBytesView)
    }

    /// The version in `If-Match`: `"3"`, `W/"3"` or `3`; nil when the header is absent.
    func ifMatchVersion() throws -> Int? {
        guard let header = headers[.ifMatch] else { return nil }
        var text = header.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("W/") { text.removeFirst(2) }
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { text = String(text.dropFirst().dropLast()) }
        guard let version = Int(text), version > 0 else {
            throw APIError(.badRequest, "If-Match must hold one campaign version, such as \"3\"", path: "If-Match")
        }
        return version
    }
}
