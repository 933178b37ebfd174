import Hummingbird

/// Refuses a path with a `.` or `..` segment (plain or percent-encoded) with a 400 and a message,
/// before sign-in, routing or static files read it: `/vitrine/../api/me` must not reach the
/// router as a page path that is not what it says, and a traversal gets a sentence, not the
/// static-file middleware's bare 400.
struct DotSegmentMiddleware: RouterMiddleware {
    func handle(
        _ request: Request,
        context: AppRequestContext,
        next: (Request, AppRequestContext) async throws -> Response
    ) async throws -> Response {
        if Self.hasDotSegment(request.uri.path) {
            throw HTTPError(.badRequest, message: "The address has a . or .. segment; send it normalised.")
        }
        return try await next(request, context)
    }

    /// Whether `path` has a `.` or `..` segment, plain or percent-encoded.
    static func hasDotSegment(_ path: String) -> Bool {
        path.split(separator: "/", omittingEmptySubsequences: false).contains { segment in
            let decoded = segment.replacingOccurrences(of: "%2e", with: ".", options: .caseInsensitive)
            return decoded == "." || decoded == ".."
        }
    }
}
