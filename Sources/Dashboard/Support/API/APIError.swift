import CampaignServices
import Hummingbird
import InAppMessaging

/// A JSON API failure: an HTTP status plus what went wrong and where, sent as
/// `{"error": {"status", "message", "path", "line", "column", "current_version", "diagnostics"}}`.
///
/// Only the fields that are known are written. Handlers throw domain errors; `APIErrorMiddleware`
/// turns them into this type at the edge (see `APIError+Mapping.swift`).
struct APIError: HTTPResponseError, Sendable {
    /// The response status.
    var status: HTTPResponse.Status
    /// One sentence saying what is wrong, without the location.
    var message: String
    /// The JSON path (or header / query parameter name) of the offending value.
    var path: String?
    /// One-based line of a syntax error in the body.
    var line: Int?
    /// One-based column of a syntax error in the body.
    var column: Int?
    /// The campaign's current version, when an edit was stale.
    var currentVersion: Int?
    /// Semantic problems of the submitted campaigns (errors and warnings).
    var diagnostics: [Diagnostic] = []
    /// Seconds to wait before trying again (`Retry-After`), for a busy server's 503.
    var retryAfter: Int?

    /// Creates an error; give only the fields that are known.
    init(
        _ status: HTTPResponse.Status,
        _ message: String,
        path: String? = nil,
        line: Int? = nil,
        column: Int? = nil,
        currentVersion: Int? = nil,
        diagnostics: [Diagnostic] = []
    ) {
        self.status = status
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.currentVersion = currentVersion
        self.diagnostics = diagnostics
    }

    /// The error body as JSON.
    var jsonValue: JSONValue {
        var members: JSONObject = ["status": .int(Int(status.code)), "message": .string(message)]
        if let path { members["path"] = .string(path) }
        if let line { members["line"] = .int(line) }
        if let column { members["column"] = .int(column) }
        if let currentVersion { members["current_version"] = .int(currentVersion) }
        if !diagnostics.isEmpty { members["diagnostics"] = .array(diagnostics.map(CampaignJSON.diagnostic)) }
        return .object(["error": .object(members)])
    }

    /// Whether an answer with this status also ends the connection: the rest of a body that
    /// arrived too slowly is not worth waiting for.
    static func closesConnection(_ status: HTTPResponse.Status) -> Bool {
        status == .requestTimeout
    }

    /// The keys written first in an error body, in this order.
    static let leadingKeys = [
        "error", "status", "message", "path", "line", "column", "current_version", "diagnostics", "severity", "rule",
    ]

    /// Builds the `application/json` error response.
    func response(from request: Request, context: some RequestContext) throws -> Response {
        var response = try JSONResponse(jsonValue, status: status, leadingKeys: Self.leadingKeys).response(from: request, context: context)
        if Self.closesConnection(status) { response.headers[.connection] = "close" }
        if let retryAfter { response.headers[.retryAfter] = String(retryAfter) }
        return response
    }
}
