import Foundation
import Hummingbird

/// The cookies of browser sign-in: the login session cookie, and the login form's own CSRF cookie.
///
/// Both are `HttpOnly` (no script reads them) and `SameSite` (other sites' pages cannot send
/// them along with a form post); `Secure` is added when the dashboard is served over HTTPS.
struct LoginSessionCookie: Sendable {
    /// The login session cookie's name.
    static let loginSessionName = "vitrine_session"
    /// The login form's CSRF cookie name (a double-submit check before anyone is signed in).
    static let loginName = "vitrine_login"

    /// Whether to mark cookies `Secure`.
    let secure: Bool
    /// How long a sign-in lasts.
    let lifetime: Duration

    /// The cookie that signs a browser in.
    func loginSession(_ value: String) -> Cookie {
        Cookie(
            name: Self.loginSessionName,
            value: value,
            maxAge: Int(lifetime.components.seconds),
            path: "/",
            secure: secure,
            httpOnly: true,
            sameSite: .lax
        )
    }

    /// The cookie that signs a browser out.
    func expiredLoginSession() -> Cookie {
        Cookie(name: Self.loginSessionName, value: "", maxAge: 0, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    /// The login form's CSRF cookie, valid for an hour.
    func login(_ value: String) -> Cookie {
        Cookie(name: Self.loginName, value: value, maxAge: 3600, path: "/login", secure: secure, httpOnly: true, sameSite: .strict)
    }
}
