import Hummingbird
import NIOCore

/// Gives every error that reaches the top a message: an error page for pages, an `APIError`
/// body under `/api`. Covers what no handler answers itself — unknown addresses (Hummingbird's
/// bare 404), refused static paths (a bare 400), and unexpected failures (a 500 that is logged
/// and never shows details).
struct ErrorPageMiddleware: RouterMiddleware, PageRendering {
    /// The page templates.
    let templates: TemplateRenderer

    /// Runs the rest of the chain and turns a thrown error into a response with a message.
    func handle(
        _ request: Request, context: AppRequestContext, next: (Request, AppRequestContext) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            let (status, message) = Self.describe(error, isAPI: request.uri.path.hasPrefix("/api/"))
            if status.kind == .serverError {
                context.logger.error("request.failed", metadata: ["error.type": "\(type(of: error))", "error.message": "\(error)"])
            }
            return try failure(status, message, request: request, context: context)
        }
    }

    /// The status and a message for an error; unknown errors are a 500 without details.
    static func describe(_ error: any Error, isAPI: Bool) -> (HTTPResponse.Status, String) {
        switch error {
        case let error as APIError:
            return (error.status, error.message)
        case let error as HTTPError:
            return (error.status, error.body ?? defaultMessage(error.status, isAPI: isAPI))
        case let error as any HTTPResponseError:
            return (error.status, defaultMessage(error.status, isAPI: isAPI))
        case is NIOTooManyBytesError:
            return (.contentTooLarge, defaultMessage(.contentTooLarge, isAPI: isAPI))
        default:
            return (.internalServerError, "Something went wrong on the server; it has been logged.")
        }
    }

    /// What a bare status means to the user.
    static func defaultMessage(_ status: HTTPResponse.Status, isAPI: Bool) -> String {
        switch status {
        case .notFound: return isAPI ? "No API endpoint at this path; see /api/openapi.json." : "There is no page at this address."
        case .badRequest: return "The request or its address is malformed."
        case .contentTooLarge: return "The request body is larger than the limit."
        case .methodNotAllowed: return "This method is not allowed here."
        default: return status.reasonPhrase
        }
    }
}
