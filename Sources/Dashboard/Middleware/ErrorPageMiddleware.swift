import Hummingbird
import Logging

/// Gives every error that reaches the top a message: an error page for pages, an `APIError`
/// body under `/api`. Covers what no handler answers itself — unknown addresses (Hummingbird's
/// bare 404), refused static paths (a bare 400), and unexpected failures (a 500 that is logged
/// and never shows details).
struct ErrorPageMiddleware: RouterMiddleware, PageRendering {
    /// The page templates.
    let templates: TemplateRenderer

    /// Runs the rest of the chain and turns a thrown error into a response with a message.
    func handle(
        _ request: Request,
        context: AppRequestContext,
        next: (Request, AppRequestContext) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let isAPI = request.uri.path.hasPrefix("/api/")
            let translated = APIError(translating: error, isAPI: isAPI)
            if translated.status.kind == .serverError {
                context.logger.error("request.failed", metadata: ["error.type": "\(type(of: error))", "error.message": "\(error)"])
            }
            if isAPI { return try translated.response(from: request, context: context) }
            var response = errorPage(translated.status, translated.sentence)
            if APIError.closesConnection(translated.status) { response.headers[.connection] = "close" }
            if let retryAfter = translated.retryAfter { response.headers[.retryAfter] = String(retryAfter) }
            return response
        }
    }
}
