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

    /// Whether `path` has a `.` or `..` segment, plain or percent-encoded (`%2e`, `%2E`).
    ///
    /// Reads the UTF-8 bytes once (no Foundation): a segment is a dot segment when it is one or
    /// two dots, each written `.` or `%2e` in either case.
    static func hasDotSegment(_ path: String) -> Bool {
        let bytes = path.utf8
        var index = bytes.startIndex
        var dots = 0
        var other = false
        while index < bytes.endIndex {
            switch bytes[index] {
            case UInt8(ascii: "/"):
                if !other, dots == 1 || dots == 2 { return true }
                dots = 0
                other = false
            case UInt8(ascii: "."):
                dots += 1
            case UInt8(ascii: "%")
            where bytes[bytes.index(after: index)...].starts(with: "2e".utf8)
                || bytes[bytes.index(after: index)...].starts(with: "2E".utf8):
                dots += 1
                index = bytes.index(index, offsetBy: 2)
            default:
                other = true
            }
            index = bytes.index(after: index)
        }
        return !other && (dots == 1 || dots == 2)
    }
}
