import CampaignStore

/// Who sent a request and how: an API token, or a browser session with its CSRF token.
struct Identity: Sendable {
    /// The signed-in account.
    var account: Account
    /// The browser session's cookie hash and CSRF token; nil for bearer tokens.
    var session: (tokenHash: String, csrfToken: String)?
    /// The SHA-256 hash of the bearer token; nil for browser sessions.
    var tokenHash: String?

    /// Whether the account's role includes `role`.
    func may(_ role: Role) -> Bool { account.role >= role }
}
