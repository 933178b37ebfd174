import CampaignStore

/// View model of the admin page of users and API tokens.
struct UsersPage: Page {
    /// The template.
    static let template = "users"

    /// One user row.
    struct UserRow: Sendable {
        /// The row id, for form actions.
        let id: String
        /// The login name.
        let username: String
        /// When it was created.
        let created: PageTime
        /// The role select, current role selected.
        let roleOptions: [OptionView]
        /// Whether this is the signed-in admin (no delete button).
        let isSelf: Bool
        /// Where the role and password forms post, and deleting.
        let updateURL: String
        let deleteURL: String
    }

    /// One token row.
    struct TokenRow: Sendable {
        /// The row id, for form actions.
        let id: String
        /// What the token is for.
        let name: String
        /// The login name.
        let username: String
        /// The role it acts with.
        let role: String
        /// When it was created.
        let created: PageTime
        /// Where revoking it posts.
        let deleteURL: String
    }

    /// Every user.
    let users: [UserRow]
    /// Every token, newest first.
    let tokens: [TokenRow]
    /// Role choices for a new user.
    let newRoleOptions: [OptionView]
    /// Usernames a token can be issued for.
    let usernameOptions: [OptionView]
    /// The username typed into the new-user form, kept after an error.
    let newUsername: String
    /// A new token's secret, shown once right after it is created.
    let createdToken: String?
    /// What was just done.
    let notice: String?
    /// What went wrong.
    let error: String?

    /// Builds the page from the stored users and tokens.
    init(
        accounts: [Account],
        tokens: [APITokenInfo],
        viewer: Account?,
        newUsername: String = "",
        newRole: Role = .viewer,
        createdToken: String? = nil,
        notice: String? = nil,
        error: String? = nil,
        paths: Paths
    ) {
        users = accounts.map { account in
            UserRow(
                id: String(account.id),
                username: account.username,
                created: PageTime(account.createdAt),
                roleOptions: Self.roleOptions(selected: account.role),
                isSelf: account.id == viewer?.id,
                updateURL: paths.user(String(account.id)),
                deleteURL: paths.userDelete(String(account.id))
            )
        }
        self.tokens = tokens.map { token in
            TokenRow(
                id: String(token.id),
                name: token.name,
                username: token.account.username,
                role: token.account.role.rawValue,
                created: PageTime(token.createdAt),
                deleteURL: paths.tokenDelete(String(token.id))
            )
        }
        newRoleOptions = Self.roleOptions(selected: newRole)
        usernameOptions = accounts.map { OptionView(value: $0.username, label: $0.username, selected: $0.id == viewer?.id) }
        self.newUsername = newUsername
        self.createdToken = createdToken
        self.notice = notice
        self.error = error
    }

    private static func roleOptions(selected: Role) -> [OptionView] {
        Role.allCases.map { OptionView(value: $0.rawValue, label: $0.rawValue, selected: $0 == selected) }
    }
}
