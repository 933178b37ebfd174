public import Foundation

/// A signed-in browser session, found by the hash of its cookie value.
public struct LoginSession: Sendable, Hashable {
    /// The signed-in user.
    public var account: Account
    /// The token every form and script of this session must send back.
    public var csrfToken: String
    /// When the session stops being valid.
    public var expiresAt: Date
}
