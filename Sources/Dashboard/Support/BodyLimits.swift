import CampaignStore

/// Every request-body limit, in bytes, in one place: handlers read their own, the CSRF check reads
/// a page form only up to its route's limit (`form(posting:)`), and docs/configuration.md lists them all.
enum BodyLimits {
    /// A page form (editor, accounts, view types, sessions' own forms).
    static let form = 1 << 20
    /// A form anyone may post without signing in (`POST /login`): a username, a password, a token.
    static let anonymousForm = 16 * 1024
    /// A campaign sent to `POST`/`PUT /api/campaigns`.
    static let campaign = 1 << 20
    /// A user or token request of the accounts API.
    static let account = 16 * 1024
    /// An unsaved message sent to `POST /api/preview`.
    static let preview = 2 << 20
    /// An HTML document sent to `POST /api/validate`.
    static let validation = 8 << 20
    /// The image upload form: the largest image plus room for the form around it.
    static let upload = AppDatabase.assetSizeLimit + 64 * 1024
    /// An import, through `POST /api/import` or the import page.
    static let transfer = 16 << 20
    /// A session API body (a scenario or a batch of events) or a scenario posted to the sessions page.
    static let session = 16 << 20
    /// A device's Braze log sent to `POST /api/sessions/from-log`, read as it arrives.
    static let deviceLog = 256 << 20

    /// The limit of the page form posted to `path`: the most the CSRF check reads to find its
    /// `_csrf` field, the same its handler reads.
    static func form(posting path: String) -> Int {
        switch path {
        case "/assets": upload
        case "/import": transfer
        case "/sessions/import", "/sessions/from-log": session
        default: form
        }
    }
}
