/// View model of the login page.
struct LoginPage: Page {
    /// The template.
    static let template = "login"

    /// The username typed, kept after a failure.
    let username: String
    /// Where to go after signing in.
    let next: String
    /// The login form's CSRF token (also in its cookie).
    let loginToken: String
    /// What went wrong, if anything.
    let error: String?
}
