import CampaignServices
import CampaignStore
import Foundation
import HTMLValidation
import Hummingbird
import InAppMessaging

/// `POST /api/validate`: an HTML message, or a wire message, campaign envelope or array of them,
/// in the body; the campaign checker's diagnostics out — the same checks as `vitrine validate`.
///
/// The answer is a JSON array of `{line, column, path, severity, rule, message}` (the shape of
/// `vitrine validate --format json` without `file`; each has the location fields it has), 200
/// whatever the diagnostics say. HTML is sent as `text/html` (or `text/plain`, or without a
/// type), JSON as `application/json`. Bodies over 8 MiB get 413 (payloads over the validator's
/// own limit get a `payload-too-large` diagnostic).
///
/// The check runs on the offload pool, never on Swift's cooperative threads, and stops when
/// `timeout` passes or the client goes away; a check stopped by the clock answers 503 with
/// `Retry-After`.
struct ValidationAPIController: Sendable {
    /// The store whose view types the extras are checked against.
    let database: AppDatabase
    /// How long one request's check may take.
    var timeout: Duration = .seconds(5)

    /// Registers the route.
    func addRoutes(to router: Router<AppRequestContext>) {
        router.post("/api/validate", use: validate)
        router.group("api").allowOnly("validate", .post)
    }

    /// Checks the body: JSON as messages or campaigns, anything else as an HTML document.
    @Sendable func validate(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let type = request.headers[.contentType]?.lowercased()
        let isJSON = type?.hasPrefix("application/json") == true
        if let type, !isJSON, !type.hasPrefix("text/html"), !type.hasPrefix("text/plain") {
            throw APIError(.unsupportedMediaType, "send HTML as text/html, or a message or campaign as application/json", path: "Content-Type")
        }
        if let length = request.headers[.contentLength].flatMap(Int.init), length > BodyLimits.validation {
            throw APIError(.contentTooLarge, "the body is \(length) bytes; the limit is \(BodyLimits.validation) bytes")
        }
        let data = Data(try await request.body.collect(upTo: BodyLimits.validation).readableBytesView)
        let cancellation = HTMLValidator.Cancellation(timeout: timeout)
        let checker = CampaignChecker(
            validator: HTMLValidator(cancellation: cancellation),
            viewTypes: isJSON ? try await database.viewTypeRegistry() : .builtIn
        )
        let report = try await ClientDisconnect.watching(context.channel, onDisconnect: cancellation.cancel) {
            try await withTaskCancellationHandler {
                try await Offload.run { isJSON ? checker.check(json: data) : checker.check(html: data) }
            } onCancel: {
                cancellation.cancel()
            }
        }
        if report.diagnostics.contains(where: { $0.rule == .validationStopped }) {
            var error = APIError(
                .serviceUnavailable,
                "the validation took longer than \(timeout) and was stopped; try again later or send a smaller document"
            )
            error.retryAfter = 5
            throw error
        }
        return JSONResponse(
            .array(report.diagnostics.map(Self.json)),
            leadingKeys: ["line", "column", "path", "severity", "rule", "message"]
        )
    }

    /// One diagnostic as JSON, with the location fields it has.
    static func json(_ diagnostic: Diagnostic) -> JSONValue {
        var members: JSONObject = [
            "severity": .string(diagnostic.severity.rawValue), "rule": .string(diagnostic.rule.rawValue), "message": .string(diagnostic.message),
        ]
        if let line = diagnostic.line { members["line"] = .int(line) }
        if let column = diagnostic.column { members["column"] = .int(column) }
        if let path = diagnostic.path { members["path"] = .string(path.description) }
        return .object(members)
    }
}
