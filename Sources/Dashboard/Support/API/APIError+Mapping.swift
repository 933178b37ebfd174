import CampaignServices
import CampaignStore
import Hummingbird
import InAppMessaging
import NIOCore
import NIOHTTP1

extension APIError {
    /// The one edge policy: translates any error a handler throws into a status and a message,
    /// for the JSON API and the error pages alike (`ErrorPageMiddleware` renders the same value).
    ///
    /// `WireError` (syntax, wrong type, unknown `type`, invalid colour) → 400 with its line and
    /// column or path; `TranslationCSVError` → 400 with its line; `FormError` and `QueryError` →
    /// 400 / 413 / 415; `FieldProblem` → 400 naming
    /// the key; `StoreError`'s not-found cases → 404; `duplicateID` and `staleVersion` → 409 (the
    /// latter with `current_version`); `SessionError` → 404 / 422 / 409; `AssetError` → 413 / 415 /
    /// 400; `AccountError` → 404 / 409; Hummingbird's own errors keep their status (an over-long
    /// body is a 413). Anything else is a 500 without details.
    init(translating error: any Error, isAPI: Bool = true) {
        switch error {
        case let error as APIError:
            self = error
        case let error as WireError:
            self.init(.badRequest, error.message, path: error.path?.description, line: error.line, column: error.column)
        case let error as FormError:
            self.init(error.status, error.description)
        case let error as QueryError:
            self.init(.badRequest, error.description)
        case let error as FieldProblem:
            self.init(.badRequest, error.description, path: error.key)
        case let error as TranslationCSVError:
            self.init(.badRequest, error.message, line: error.line)
        case let error as StoreError:
            self.init(store: error)
        case let error as SessionError:
            self.init(session: error)
        case let error as AssetError:
            self.init(asset: error)
        case let error as AccountError:
            self.init(account: error)
        case let error as PreviewError:
            self.init(preview: error)
        case let error as WorkOverload:
            self.init(.serviceUnavailable, error.description)
            retryAfter = error.retryAfter
        case DeliveryError.stopped:
            self.init(.serviceUnavailable, "the replay ran past the server's replay deadline and was stopped; try again later")
            retryAfter = 5
        case let error as HTTPError:
            self.init(error.status, error.body ?? Self.defaultMessage(error.status, isAPI: isAPI))
        case let error as any HTTPResponseError:
            self.init(error.status, Self.defaultMessage(error.status, isAPI: isAPI))
        case is HTTPParserError:
            self.init(.badRequest, "the request is not valid HTTP (a malformed header or chunk)")
        case is NIOTooManyBytesError:
            self.init(.contentTooLarge, Self.defaultMessage(.contentTooLarge, isAPI: isAPI))
        default:
            self.init(.internalServerError, "something went wrong on the server; it has been logged")
        }
    }

    /// What a bare status means to the user.
    static func defaultMessage(_ status: HTTPResponse.Status, isAPI: Bool) -> String {
        switch status {
        case .notFound: return isAPI ? "no API endpoint at this path; see /api/openapi.json" : "there is no page at this address"
        case .badRequest: return "the request or its address is malformed"
        case .contentTooLarge: return "the request body is larger than the limit"
        case .methodNotAllowed: return "this method is not allowed here"
        case .requestTimeout: return "the request body arrived too slowly"
        default: return status.reasonPhrase
        }
    }

    /// The message as a sentence for a page: a full stop, and a capital first letter unless the
    /// message starts with a key or a name (`status_bar: …`, `"id" …`).
    var sentence: String {
        let firstWord = message.prefix { $0 != " " }
        var text = message
        if let first = text.first, firstWord.allSatisfy(\.isLetter) {
            text = first.uppercased() + text.dropFirst()
        }
        return text.hasSuffix(".") || text.hasSuffix("?") || text.hasSuffix("!") ? text : text + "."
    }

    /// The status of each store failure; faults of the server itself stay 500s without details.
    private init(store error: StoreError) {
        switch error {
        case .notFound, .revisionNotFound, .assetNotFound, .viewTypeNotFound, .userProfileNotFound, .contentBlockNotFound, .variantNotFound,
            .commentNotFound:
            self.init(.notFound, error.description)
        case .tooManyComments:
            self.init(.unprocessableContent, error.description, path: "body")
        case .duplicateID:
            self.init(.conflict, error.description, path: "id")
        case .staleVersion(_, _, let actual):
            self.init(.conflict, error.description, path: "version", currentVersion: actual)
        case .corruptPayload, .cannotOpen:
            self.init(.internalServerError, error.description)
        case .campaignTooLarge(let id, _):
            self.init(.contentTooLarge, error.description, path: id)
        }
    }

    /// The API's answer to a failed session operation: 404 unknown session, 422 a refused event
    /// or a log past its event cap, 409 a concurrent append that did not settle, 500 a stored
    /// session that no longer decodes.
    private init(session error: SessionError) {
        switch error {
        case .notFound: self.init(.notFound, error.description)
        case .rejected: self.init(.unprocessableContent, error.description, path: "at")
        case .concurrentAppend: self.init(.conflict, error.description)
        case .corrupt: self.init(.internalServerError, error.description)
        case .tooManyEvents: self.init(.unprocessableContent, error.description, path: "events")
        case .tooManyBytes: self.init(.unprocessableContent, error.description, path: "events")
        }
    }

    /// The status of each refused account or token change.
    init(account error: AccountError) {
        switch error {
        case .accountNotFound, .tokenNotFound: self.init(.notFound, error.description)
        case .usernameNotFound: self.init(.notFound, error.description, path: "$.username")
        case .usernameTaken: self.init(.conflict, error.description, path: "$.username")
        case .ownRole: self.init(.conflict, error.description, path: "$.role")
        case .lastAdmin, .tokenInUse, .ownAccount: self.init(.conflict, error.description)
        }
    }

    /// The status of each refused upload.
    private init(asset error: AssetError) {
        switch error {
        case .tooLarge: self.init(.contentTooLarge, error.description)
        case .unsupportedType: self.init(.unsupportedMediaType, error.description)
        case .empty: self.init(.badRequest, error.description)
        case .badSourceURL: self.init(.unprocessableContent, error.description)
        }
    }

    /// A preview that could not be drawn: an unknown user is a 400 naming `user`, a missing
    /// store a 400, no browser a 503.
    init(preview error: PreviewError) {
        switch error {
        case .unknownUser, .noStore: self.init(.badRequest, error.description, path: "user")
        case .browserUnavailable: self.init(.serviceUnavailable, error.description)
        case .invalidOption(let problem): self.init(.badRequest, problem.message, path: problem.key)
        }
    }

    /// A 422 for campaigns whose diagnostics include errors; the path is the first error's.
    static func unprocessable(_ diagnostics: [Diagnostic]) -> APIError {
        let errors = diagnostics.filter { $0.severity == .error }
        let first = errors.first
        let summary = errors.count == 1 ? (first?.message ?? "") : "\(errors.count) errors, the first: \(first?.message ?? "")"
        return APIError(.unprocessableContent, summary, path: first?.path?.description, diagnostics: diagnostics)
    }
}
