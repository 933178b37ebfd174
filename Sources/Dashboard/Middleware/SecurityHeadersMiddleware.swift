import Hummingbird

/// Adds the dashboard's security headers to every response, error pages included.
///
/// HTML pages get a Content-Security-Policy: scripts only from the dashboard's own files (no
/// inline script), frames only of its own routes, and the pages themselves may not be framed by
/// anyone else. Responses that set their own policy (the sandboxed preview documents) keep it.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The policy of dashboard pages. Inline `style` attributes size the preview frames.
    static var pagePolicy: String {
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' https: http: data:; "
            + "frame-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    }

    /// Calls the next responder and decorates what it answers (or the error it throws).
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        // Appended, not assigned: the handler's own value wins, and appending skips the search
        // for an existing field that assigning through the subscript makes.
        if !response.headers.contains(.xContentTypeOptions) {
            response.headers.append(HTTPFields.Element(name: .xContentTypeOptions, value: "nosniff"))
        }
        if !response.headers.contains(PreviewDocument.referrerPolicy) {
            response.headers.append(HTTPFields.Element(name: PreviewDocument.referrerPolicy, value: "same-origin"))
        }
        let isHTML = response.headers[.contentType]?.hasPrefix("text/html") ?? false
        if isHTML, !response.headers.contains(.contentSecurityPolicy) {
            response.headers.append(HTTPFields.Element(name: .contentSecurityPolicy, value: Self.pagePolicy))
        }
        return response
    }
}
