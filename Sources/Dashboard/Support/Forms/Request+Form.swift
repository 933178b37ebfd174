import Hummingbird
import NIOCore

extension Request {
    /// Reads a posted form, URL-encoded or multipart; files of a multipart body are returned too.
    /// A body that declares more than `limit` bytes is refused before any of it is read.
    func form(limit: Int = BodyLimits.form) async throws(FormError) -> MultipartForm {
        if let declared = headers[.contentLength].flatMap(Int.init), declared > limit { throw FormError.tooLarge(limit: limit) }
        let body = body
        return try await Self.parseForm(contentType: headers[.contentType] ?? "", limit: limit) { try await body.collect(upTo: limit) }
    }

    /// Reads a posted form like `form(limit:)`, keeping the body for the handler that reads it next.
    mutating func bufferedForm(limit: Int) async throws(FormError) -> MultipartForm {
        var copy = self
        let form = try await Self.parseForm(contentType: headers[.contentType] ?? "", limit: limit) { try await copy.collectBody(upTo: limit) }
        self = copy
        return form
    }

    /// Collects the body with `read` (only an oversized one is a 413) and parses it by its content type.
    private static func parseForm(
        contentType: String,
        limit: Int,
        read: () async throws -> ByteBuffer
    ) async throws(FormError) -> MultipartForm {
        let bytes: [UInt8]
        do {
            bytes = Array(buffer: try await read())
        } catch is NIOTooManyBytesError {
            throw FormError.tooLarge(limit: limit)
        } catch is BodyReadTimeout {
            throw FormError.timedOut
        } catch {
            throw FormError.badEncoding("a body that could not be read to its end")
        }
        if contentType.lowercased().hasPrefix("application/x-www-form-urlencoded") {
            return MultipartForm(fields: try FormData(urlEncoded: bytes), files: [])
        }
        if let boundary = MultipartForm.boundary(contentType: contentType) {
            return try MultipartForm(bytes: bytes, boundary: boundary)
        }
        throw FormError.unsupportedMediaType
    }
}
