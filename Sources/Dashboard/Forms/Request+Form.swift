import Hummingbird
import NIOCore

extension Request {
    /// The largest form body a page accepts (uploads have their own limit).
    static let formSizeLimit = 1 << 20

    /// Reads a posted form, URL-encoded or multipart; files of a multipart body are returned too.
    func form(limit: Int = Request.formSizeLimit) async throws(FormError) -> MultipartForm {
        let contentType = headers[.contentType] ?? ""
        let bytes: [UInt8]
        do {
            bytes = Array(buffer: try await body.collect(upTo: limit))
        } catch is NIOTooManyBytesError {
            throw FormError.tooLarge(limit: limit)
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
