public import CampaignStore
import Foundation

/// What makes a username, password, role or token name acceptable; shared by the pages and the API.
public enum AccountRules {
    /// The longest username.
    public static let usernameLength = 64
    /// The shortest password.
    public static let passwordMinimum = 8
    /// The longest password (bcrypt reads at most 72 bytes; longer ones are refused, not silently cut).
    public static let passwordMaximum = 72
    /// The longest API token name.
    public static let tokenNameLength = 100

    /// Why a username is not acceptable, or nil.
    public static func usernameProblem(_ name: String) -> String? {
        if name.isEmpty { return "Enter a username." }
        if name.count > usernameLength { return "A username has at most \(usernameLength) characters." }
        return name.utf8.allSatisfy({ $0.isASCIILetterOrDigit(or: "._-") })
            ? nil : "A username uses only letters, digits, dots, dashes and underscores."
    }

    /// Why a password is not acceptable, or nil.
    public static func passwordProblem(_ password: String) -> String? {
        if password.count < passwordMinimum { return "A password has at least \(passwordMinimum) characters." }
        if password.utf8.count > passwordMaximum { return "A password has at most \(passwordMaximum) bytes." }
        return nil
    }

    /// Why a token name is not acceptable, or nil.
    public static func tokenNameProblem(_ name: String) -> String? {
        if name.trimmingCharacters(in: .whitespaces).isEmpty { return "Name the token after what will use it." }
        return name.count > tokenNameLength ? "A token name has at most \(tokenNameLength) characters." : nil
    }

    /// The role of a name, or nil with the names listed by `roleProblem`.
    public static func role(_ name: String) -> Role? { Role(rawValue: name) }

    /// A new random password (20 URL-safe characters), for a first admin or a reset.
    public static func generatedPassword() -> String {
        String(SecretToken.generate().prefix(20))
    }

    /// The message for an unknown role.
    public static let roleProblem = "The role is one of viewer, editor or admin."
}
