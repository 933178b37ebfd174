import CampaignServices
import CampaignStore
import Foundation
import Hummingbird

/// The admin page of users and API tokens (admins only, by `AccessPolicy`).
struct UsersController: PageRendering {
    /// The store.
    let database: AppDatabase
    /// The page templates.
    let templates: TemplateRenderer
    /// Hashes and checks passwords.
    let hasher: PasswordHasher

    /// Registers `/users` and `/tokens`.
    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/users", use: list)
        router.get("/tokens", use: list)
        router.post("/users", use: createUser)
        router.post("/users/:id", use: updateUser)
        router.post("/users/:id/delete", use: deleteUser)
        router.post("/tokens", use: createToken)
        router.post("/tokens/:id/delete", use: deleteToken)
    }

    /// The users and tokens.
    @Sendable func list(request: Request, context: AppRequestContext) async throws -> Response {
        let created = request.uri.formQueryParameters["created"].map { "User \($0) created." }
        return try await accountsPage(context, notice: created)
    }

    /// Creates a user from the form; bad fields re-render the page with the message and the typed name.
    @Sendable func createUser(request: Request, context: AppRequestContext) async throws -> Response {
        let posted = try await request.form()
        let username = posted.fields.text("username").trimmingCharacters(in: .whitespaces)
        let password = posted.fields.text("password")
        let role = AccountRules.role(posted.fields.text("role"))
        if let problem = AccountRules.usernameProblem(username) ?? AccountRules.passwordProblem(password)
            ?? (role == nil ? AccountRules.roleProblem : nil)
        {
            return try await accountsPage(context, newUsername: username, newRole: role ?? .viewer, error: problem, status: .unprocessableContent)
        }
        do {
            _ = try await database.createAccount(username: username, passwordHash: try await hasher.hash(password), role: role!, now: Date())
        } catch let error as AccountError {
            return try await accountsPage(context, newUsername: username, newRole: role!, error: error.description, status: .conflict)
        }
        return redirect(Paths.app.users(created: username))
    }

    /// Changes a user's role (`role`) or password (`password`).
    @Sendable func updateUser(request: Request, context: AppRequestContext) async throws -> Response {
        guard let id = context.parameters.get("id", as: Int64.self) else { return errorPage(.notFound, "No such user.") }
        let posted = try await request.form()
        var role: Role?
        var hash: String?
        if posted.fields.values("role").first != nil {
            guard let chosen = AccountRules.role(posted.fields.text("role")) else {
                return try await accountsPage(context, error: AccountRules.roleProblem, status: .unprocessableContent)
            }
            role = chosen
        }
        if posted.fields.values("password").first != nil {
            let password = posted.fields.text("password")
            if let problem = AccountRules.passwordProblem(password) {
                return try await accountsPage(context, error: problem, status: .unprocessableContent)
            }
            hash = try await hasher.hash(password)
        }
        guard role != nil || hash != nil else {
            return try await accountsPage(context, error: "Choose a role or type a new password.", status: .unprocessableContent)
        }
        return try await changing(context) {
            try await database.updateAccount(
                id: id,
                role: role,
                passwordHash: hash,
                actor: context.identity?.account.id,
                revokingTokens: posted.fields.text("revoke_tokens") == "on"
            )
        }
    }

    /// Deletes a user (not yourself, not the last admin).
    @Sendable func deleteUser(request: Request, context: AppRequestContext) async throws -> Response {
        guard let id = context.parameters.get("id", as: Int64.self) else { return errorPage(.notFound, "No such user.") }
        return try await changing(context) { try await database.deleteAccount(id: id, actor: context.identity?.account.id) }
    }

    /// Issues a token and shows its secret once.
    @Sendable func createToken(request: Request, context: AppRequestContext) async throws -> Response {
        let posted = try await request.form()
        let name = posted.fields.text("name")
        if let problem = AccountRules.tokenNameProblem(name) {
            return try await accountsPage(context, error: problem, status: .unprocessableContent)
        }
        let issued: (info: APITokenInfo, secret: String)
        do {
            issued = try await database.issueToken(named: name, for: posted.fields.text("username"))
        } catch let error as AccountError {
            return try await accountsPage(context, error: error.description, status: .unprocessableContent)
        }
        return try await accountsPage(
            context,
            createdToken: issued.secret,
            notice: "Token “\(name)” created for \(issued.info.account.username).",
            status: .created
        )
    }

    /// Revokes a token.
    @Sendable func deleteToken(request: Request, context: AppRequestContext) async throws -> Response {
        guard let id = context.parameters.get("id", as: Int64.self) else { return errorPage(.notFound, "No such token.") }
        return try await changing(context) { try await database.deleteToken(id: id) }
    }

    /// Runs a change and goes back to the page, or shows why it was refused (404 or 409).
    private func changing<T>(_ context: AppRequestContext, _ change: () async throws -> T) async throws -> Response {
        do {
            _ = try await change()
        } catch let error as AccountError {
            return try await accountsPage(context, error: error.description, status: APIError(account: error).status)
        }
        return redirect(Paths.app.users())
    }

    private func accountsPage(
        _ context: AppRequestContext,
        newUsername: String = "",
        newRole: Role = .viewer,
        createdToken: String? = nil,
        notice: String? = nil,
        error: String? = nil,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let viewModel = UsersPage(
            accounts: try await database.accounts(),
            tokens: try await database.tokens(),
            viewer: context.identity?.account,
            newUsername: newUsername,
            newRole: newRole,
            createdToken: createdToken,
            notice: notice,
            error: error,
            paths: paths
        )
        return page(viewModel, status: status)
    }
}
