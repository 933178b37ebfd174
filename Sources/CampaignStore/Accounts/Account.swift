public import Foundation

/// A user of the dashboard, without the password hash.
public struct Account: Sendable, Hashable {
    /// The row id.
    public var id: Int64
    /// The login name, unique regardless of case.
    public var username: String
    /// What the user may do.
    public var role: Role
    /// When the account was created.
    public var createdAt: Date

    /// Creates an account value.
    public init(id: Int64, username: String, role: Role, createdAt: Date) {
        self.id = id
        self.username = username
        self.role = role
        self.createdAt = createdAt
    }
}
