import Hummingbird

/// Gives every request body a total read deadline, so a client that trickles its body (a byte
/// every few seconds, never silent long enough for the idle timeout) cannot hold a connection and
/// a handler forever: past the deadline the next chunk read throws `BodyReadTimeout` (408, and
/// the connection is closed).
struct BodyDeadlineMiddleware<Context: RequestContext>: RouterMiddleware {
    /// How long reading one request's body may take, from the moment the request arrives.
    let deadline: Duration

    /// Wraps the body so reads past the deadline fail; a request that declares no body (neither
    /// `Content-Length` nor `Transfer-Encoding`, as HTTP/1.1 frames one) has nothing to wrap.
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.headers[.contentLength] != nil || request.headers[.transferEncoding] != nil else {
            return try await next(request, context)
        }
        var request = request
        request.body = RequestBody(asyncSequence: DeadlineBody(base: request.body, expires: .now + deadline))
        return try await next(request, context)
    }
}

/// A request body whose chunks stop coming once its deadline has passed.
struct DeadlineBody: AsyncSequence, Sendable {
    typealias Element = ByteBuffer

    /// The original body.
    let base: RequestBody
    /// When reading must have finished.
    let expires: ContinuousClock.Instant

    /// Reads the base body, checking the deadline after every chunk (silence itself is ended by
    /// the server's idle timeout).
    struct AsyncIterator: AsyncIteratorProtocol {
        var base: RequestBody.AsyncIterator
        let expires: ContinuousClock.Instant

        mutating func next() async throws -> ByteBuffer? {
            guard let chunk = try await base.next() else { return nil }
            if ContinuousClock.now > expires { throw BodyReadTimeout() }
            return chunk
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), expires: expires)
    }
}

/// A body that was still arriving when its read deadline passed.
struct BodyReadTimeout: HTTPResponseError {
    /// 408 Request Timeout.
    var status: HTTPResponse.Status { .requestTimeout }

    /// The error as a bare response; the edge policy gives it its message.
    func response(from request: Request, context: some RequestContext) throws -> Response {
        Response(status: status, headers: [.connection: "close"])
    }
}
