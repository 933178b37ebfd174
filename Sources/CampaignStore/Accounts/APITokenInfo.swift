public import Foundation

/// An API token as listed to admins: never the secret, which only its SHA-256 hash keeps.
public struct APITokenInfo: Sendable, Hashable {
    /// The row id.
    public var id: Int64
    /// What the token is for.
    public var name: String
    /// The account it acts as.
    public var account: Account
    /// When it was created.
    public var createdAt: Date
}
