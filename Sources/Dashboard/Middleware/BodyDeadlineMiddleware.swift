import Hummingbird

/// Gives every request body a total read budget, so a client that trickles its body (a byte
/// every few seconds, never silent long enough for the idle timeout) cannot hold a connection and
/// a handler forever: once the time spent waiting for the body's chunks passes the budget, the
/// next chunk read throws `BodyReadTimeout` (408, and the connection is closed).
///
/// Only the waits for chunks count, not the time the server spends before or between reads: on a
/// busy server a whole body that arrived at once but was read late is not the client's fault
/// (the full test suite on two cores once took 30 s to reach a small form's body, and got a 408).
struct BodyDeadlineMiddleware<Context: RequestContext>: RouterMiddleware {
    /// How long the server may wait, in all, for one request's body.
    let deadline: Duration

    /// Wraps the body so reads past the deadline fail; a request that declares no body (neither
    /// `Content-Length` nor `Transfer-Encoding`, as HTTP/1.1 frames one) has nothing to wrap.
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.headers[.contentLength] != nil || request.headers[.transferEncoding] != nil else {
            return try await next(request, context)
        }
        var request = request
        request.body = RequestBody(asyncSequence: DeadlineBody(base: request.body, budget: deadline))
        return try await next(request, context)
    }
}

/// A request body whose chunks stop coming once the waits for them add up past a budget.
struct DeadlineBody: AsyncSequence, Sendable {
    typealias Element = ByteBuffer

    /// The original body.
    let base: RequestBody
    /// The most time all the waits for chunks may take.
    let budget: Duration

    /// Reads the base body, adding up the time each chunk took to come and checking the budget
    /// after every chunk (silence itself is ended by the server's idle timeout).
    struct AsyncIterator: AsyncIteratorProtocol {
        var base: RequestBody.AsyncIterator
        let budget: Duration
        var waited: Duration = .zero

        mutating func next() async throws -> ByteBuffer? {
            let start = ContinuousClock.now
            let chunk = try await base.next()
            waited += ContinuousClock.now - start
            guard let chunk else { return nil }
            if waited > budget { throw BodyReadTimeout() }
            return chunk
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), budget: budget)
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
