/// Why an account or token change was refused, in terms an admin can act on.
public enum AccountError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Another account already has this username (compared without case).
    case usernameTaken(String)
    /// No account has this id.
    case accountNotFound(Int64)
    /// No account has this username.
    case usernameNotFound(String)
    /// No token has this id.
    case tokenNotFound(Int64)
    /// The change would leave no admin to manage users.
    case lastAdmin
    /// An admin tried to change their own role.
    case ownRole
    /// A user tried to delete their own account.
    case ownAccount
    /// The token is the one the request itself was sent with.
    case tokenInUse(Int64)

    /// A one-line description.
    public var description: String {
        switch self {
        case .usernameTaken(let name): return "the username \"\(name)\" is already taken"
        case .accountNotFound(let id): return "no user with id \(id)"
        case .usernameNotFound(let name): return "no user named \"\(name)\""
        case .tokenNotFound(let id): return "no API token with id \(id)"
        case .lastAdmin: return "at least one admin must remain"
        case .ownRole: return "you cannot change your own role; ask another admin"
        case .ownAccount: return "you cannot delete your own account"
        case .tokenInUse(let id): return "token \(id) is the one this request was sent with; revoke it with another token or from the dashboard"
        }
    }
}
