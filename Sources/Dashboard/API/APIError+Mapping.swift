import CampaignStore
import Hummingbird
import InAppMessaging

extension APIError {
    /// Translates any error a handler throws into the API's answer; unknown errors become a bare 500.
    ///
    /// `WireError` (syntax, wrong type, unknown `type`, invalid colour) → 400 with its line and
    /// column or path; `StoreError.notFound` → 404; `duplicateID` and `staleVersion` → 409 (the
    /// latter with `current_version`); `AssetError` → 413 / 415 / 400;
    /// `AccountError` → 404 / 409; Hummingbird's own errors
    /// (an over-long body is a 413) keep their status.
    init(translating error: any Error) {
        switch error {
        case let error as APIError:
            self = error
        case let error as WireError:
            self.init(.badRequest, error.message, path: error.path?.description, line: error.line, column: error.column)
        case let error as StoreError:
            self.init(store: error)
        case let error as AssetError:
            self.init(asset: error)
        case let error as AccountError:
            self.init(account: error)
        case let error as HTTPError:
            self.init(error.status, error.body ?? error.status.reasonPhrase)
        case let error as any HTTPResponseError where error.status == .contentTooLarge:
            self.init(.contentTooLarge, "the request body is larger than the limit")
        case let error as any HTTPResponseError:
            self.init(error.status, error.status.reasonPhrase)
        default:
            self.init(.internalServerError, "internal error")
        }
    }

    /// The status of each store failure; faults of the server itself stay 500s without details.
    private init(store error: StoreError) {
        switch error {
        case .notFound:
            self.init(.notFound, error.description)
        case .duplicateID:
            self.init(.conflict, error.description, path: "id")
        case .staleVersion(_, _, let actual):
            self.init(.conflict, error.description, path: "version", currentVersion: actual)
        case .corruptPayload, .cannotOpen:
            self.init(.internalServerError, error.description)
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
        }
    }

    /// A 422 for campaigns whose diagnostics include errors; the path is the first error's.
    static func unprocessable(_ diagnostics: [MessageDiagnostic]) -> APIError {
        let errors = diagnostics.filter { $0.severity == .error }
        let first = errors.first
        let summary = errors.count == 1 ? (first?.message ?? "") : "\(errors.count) errors, the first: \(first?.message ?? "")"
        return APIError(.unprocessableContent, summary, path: first?.path.description, diagnostics: diagnostics)
    }
}
