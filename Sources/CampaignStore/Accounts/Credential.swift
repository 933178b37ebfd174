/// What a request's credentials resolve to; cached until the next write.
enum Credential: Sendable {
    /// An API token's account.
    case token(Account)
    /// A browser session.
    case session(LoginSession)
}
