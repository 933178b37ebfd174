import Hummingbird

/// A rendered HTML page as a response.
public struct HTML: ResponseGenerator, Sendable {
    /// The page's markup.
    public var markup: String
    /// The status to answer with.
    public var status: HTTPResponse.Status

    /// Wraps rendered markup.
    public init(_ markup: String, status: HTTPResponse.Status = .ok) {
        self.markup = markup
        self.status = status
    }

    /// Builds the `text/html` response.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: markup))
        )
    }
}
