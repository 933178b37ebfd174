/// View model of the login page.
struct LoginPage: Sendable {
    /// The username typed, kept after a failure.
    let username: String
    /// Where to go after signing in.
    let next: String
    /// The login form's CSRF token (also in its cookie).
    let loginToken: String
    /// What went wrong, if anything.
    let error: String?
}
