import Hummingbird

/// Answers `HEAD` as the same `GET` without its body (RFC 9110 §9.3.2): the status and headers
/// (security headers, content type, `ETag`) of the `GET`, so monitors and link checkers see a
/// route as it is instead of a 404.
///
/// It wraps the router rather than being a router middleware: Hummingbird picks the endpoint by
/// method before its middleware runs, so the method must change first.
struct HeadAsGetResponder<Base: HTTPResponder>: HTTPResponder {
    /// The router's responder.
    let base: Base

    /// Runs a `HEAD` request as a `GET` and drops the body of the answer.
    func respond(to request: Request, context: Base.Context) async throws -> Response {
        guard request.method == .head else { return try await base.respond(to: request, context: context) }
        var head = request.head
        head.method = .get
        var response = try await base.respond(to: Request(head: head, body: request.body), context: context)
        response.body = ResponseBody()
        return response
    }
}
