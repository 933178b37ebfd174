import Hummingbird

/// Answers a method the dashboard implements nowhere (`PROPFIND`, `TRACE`, `CONNECT`, …) with
/// 405 and the methods it does use in `Allow`, as `PATCH` on a path without it already is — not
/// with the 404 a router gives a method it has no route for.
struct UnknownMethodMiddleware: RouterMiddleware {
    /// The methods some route uses (`HEAD` is answered as `GET`).
    static let used: Set<HTTPRequest.Method> = [.get, .head, .post, .put, .patch, .delete]

    func handle(
        _ request: Request,
        context: AppRequestContext,
        next: (Request, AppRequestContext) async throws -> Response
    ) async throws -> Response {
        guard Self.used.contains(request.method) else {
            let error = APIError(.methodNotAllowed, "\(request.method.rawValue) is not a method this server answers")
            var response =
                request.uri.path.hasPrefix("/api/")
                ? try error.response(from: request, context: context)
                : Response(
                    status: .methodNotAllowed,
                    headers: [.contentType: "text/plain; charset=utf-8"],
                    body: ResponseBody(byteBuffer: ByteBuffer(string: error.message + "\n"))
                )
            response.headers[.allow] = "GET, HEAD, POST, PUT, PATCH, DELETE"
            return response
        }
        return try await next(request, context)
    }
}
