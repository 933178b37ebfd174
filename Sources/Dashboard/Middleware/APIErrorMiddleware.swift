import Hummingbird
import Logging

/// Answers every failure under `/api` with the JSON error body of `APIError`, never a stack trace.
struct APIErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Runs the route; a thrown error becomes its `APIError` response, and an unexpected one is logged.
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let apiError = APIError(translating: error)
            if apiError.status.kind == .serverError {
                context.logger.error("api.request_failed", metadata: ["error.type": "\(type(of: error))", "error.message": "\(error)"])
            }
            return try apiError.response(from: request, context: context)
        }
    }
}
