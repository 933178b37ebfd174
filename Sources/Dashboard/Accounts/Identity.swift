import CampaignStore

/// Who sent a request and how: an API token, or a browser's login session with its CSRF token.
struct Identity: Sendable {
    /// The signed-in account.
    var account: Account
    /// The login session's cookie hash and CSRF token; nil for bearer tokens.
    var loginSession: (tokenHash: String, csrfToken: String)?
    /// The SHA-256 hash of the bearer token; nil for login sessions.
    var tokenHash: String?

    /// Whether the account's role includes `role`.
    func may(_ role: Role) -> Bool { account.role >= role }
}
