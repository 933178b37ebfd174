import Hummingbird

/// Answers `HEAD` as the same `GET` without its body (RFC 9110 §9.3.2): the status and headers
/// (security headers, content type, `ETag`) of the `GET`, so monitors and link checkers see a
/// route as it is instead of a 404.
struct HeadRequestMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Runs a `HEAD` request as a `GET` and drops the body of the answer.
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.method == .head else { return try await next(request, context) }
        var head = request.head
        head.method = .get
        var response = try await next(Request(head: head, body: request.body), context)
        response.body = ResponseBody()
        return response
    }
}
