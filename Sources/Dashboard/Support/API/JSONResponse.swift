import Hummingbird
import InAppMessaging

/// A JSON API response: bytes written by `JSONWriter` (never `Codable`), so campaign envelopes
/// come out exactly in the wire format.
struct JSONResponse: ResponseGenerator, Sendable {
    /// The UTF-8 JSON text.
    var bytes: [UInt8]
    /// The status to answer with.
    var status: HTTPResponse.Status
    /// Extra headers (`ETag`, `Location`, `Content-Disposition`).
    var headers: HTTPFields

    /// Wraps JSON text that is already written.
    init(bytes: [UInt8], status: HTTPResponse.Status = .ok, headers: HTTPFields = [:]) {
        self.bytes = bytes
        self.status = status
        self.headers = headers
    }

    /// Writes `value` compactly, with `leadingKeys` first in every object.
    init(_ value: JSONValue, status: HTTPResponse.Status = .ok, headers: HTTPFields = [:], leadingKeys: [String] = []) {
        self.init(bytes: JSONWriter.bytes(value, leadingKeys: leadingKeys), status: status, headers: headers)
    }

    /// Builds the `application/json` response; `nosniff` keeps browsers from reading it as HTML.
    func response(from request: Request, context: some RequestContext) throws -> Response {
        var fields = headers
        fields[.contentType] = "application/json; charset=utf-8"
        fields[.xContentTypeOptions] = "nosniff"
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
