import HTMLValidation
import Hummingbird
import InAppMessaging

/// `POST /api/validate`: the HTML message in the body, the validator's diagnostics out.
///
/// The answer is a JSON array of `{line, column, severity, rule, message}` (the shape of
/// `vitrine validate --format json` without `file`), 200 whatever the diagnostics say; bodies over
/// 8 MiB get 413 (payloads over the validator's own limit get a `payload-too-large` diagnostic).
struct ValidationAPIController: Sendable {
    /// The validator (stateless and safe to share between requests).
    let validator = HTMLValidator()

    /// Registers the route.
    func addRoutes(to router: Router<AppRequestContext>) {
        router.post("/api/validate", use: validate)
        router.group("api").allowOnly("validate", .post)
    }

    /// Validates the body, which may be sent as `text/html`, `text/plain` or without a type.
    @Sendable func validate(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        if let type = request.headers[.contentType]?.lowercased(), !type.hasPrefix("text/html"), !type.hasPrefix("text/plain") {
            throw APIError(.unsupportedMediaType, "send the HTML as text/html", path: "Content-Type")
        }
        if let length = request.headers[.contentLength].flatMap(Int.init), length > BodyLimits.validation {
            throw APIError(.contentTooLarge, "the body is \(length) bytes; the limit is \(BodyLimits.validation) bytes")
        }
        let bytes = Array(try await request.body.collect(upTo: BodyLimits.validation).readableBytesView)
        let diagnostics = OperationTimer.measure(.validation) { validator.validate(bytes) }
        return JSONResponse(.array(diagnostics.map(Self.json)), leadingKeys: ["line", "column", "severity", "rule", "message"])
    }

    /// One diagnostic as JSON.
    static func json(_ diagnostic: HTMLDiagnostic) -> JSONValue {
        .object([
            "line": .int(diagnostic.line), "column": .int(diagnostic.column), "severity": .string(diagnostic.severity.rawValue),
            "rule": .string(diagnostic.rule), "message": .string(diagnostic.message),
        ])
    }
}
