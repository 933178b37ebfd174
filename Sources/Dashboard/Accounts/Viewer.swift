import CampaignStore

/// The signed-in user as pages show them: name, role, and the CSRF token forms send back.
///
/// Set for the duration of a request by `AuthMiddleware` (a task-local, like the logger), so every
/// page's layout and forms get it without each view model repeating it.
struct Viewer: Sendable {
    /// The login name.
    let username: String
    /// The role's name.
    let role: String
    /// The token for hidden `_csrf` fields and the `X-CSRF-Token` header; nil for bearer-token requests.
    let csrfToken: String?
    /// Whether to show editing controls.
    let isEditor: Bool
    /// Whether to show the users and tokens pages.
    let isAdmin: Bool

    /// The viewer of an identity.
    init(_ identity: Identity) {
        username = identity.account.username
        role = identity.account.role.rawValue
        csrfToken = identity.loginSession?.csrfToken
        isEditor = identity.may(.editor)
        isAdmin = identity.may(.admin)
    }

    /// The viewer of the request being handled, if signed in.
    @TaskLocal static var current: Viewer?
}
