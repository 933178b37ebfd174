import CampaignServices
import CampaignStore
import Foundation
import Hummingbird
import InAppMessaging

/// The users and tokens API under `/api` (admins only, by `AccessPolicy`), and `/api/me` for everyone signed in.
struct AccountAPIController: Sendable {
    /// The store.
    let database: AppDatabase
    /// Hashes and checks passwords.
    let hasher: PasswordHasher

    /// Registers the routes behind `APIErrorMiddleware`.
    func addRoutes(to router: Router<AppRequestContext>) {
        let api = router.group("api").add(middleware: APIErrorMiddleware())
        api.get("me", use: me)
        api.get("users", use: listUsers)
        api.post("users", use: createUser)
        api.patch("users/:id", use: updateUser)
        api.delete("users/:id", use: deleteUser)
        api.get("tokens", use: listTokens)
        api.post("tokens", use: createToken)
        api.delete("tokens/:id", use: deleteToken)
        api.allowOnly("me", .get)
        api.allowOnly("users", .get, .post)
        api.allowOnly("users/:id", .patch, .delete)
        api.allowOnly("tokens", .get, .post)
        api.allowOnly("tokens/:id", .delete)
    }

    /// The signed-in user.
    @Sendable func me(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        guard let account = context.identity?.account else { throw APIError(.unauthorized, "Sign in first.") }
        return JSONResponse(AccountJSON.user(account), leadingKeys: AccountJSON.leadingKeys)
    }

    /// Every user.
    @Sendable func listUsers(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let users = try await database.accounts()
        return JSONResponse(.object(["users": .array(users.map(AccountJSON.user))]), leadingKeys: AccountJSON.leadingKeys)
    }

    /// Creates a user from `{"username", "password", "role"}`.
    @Sendable func createUser(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let body = try await AccountRequestBody(request, allowed: ["username", "password", "role"])
        let username = try body.string("username", required: true, problem: AccountRules.usernameProblem)!
        let password = try body.string("password", required: true, problem: AccountRules.passwordProblem)!
        let role = try body.role(required: true)!
        let account = try await database.createAccount(
            username: username,
            passwordHash: try await hasher.hash(password),
            role: role,
            now: Date()
        )
        return JSONResponse(AccountJSON.user(account), status: .created, leadingKeys: AccountJSON.leadingKeys)
    }

    /// Changes a user's role and/or password from `{"role"?, "password"?, "revoke_tokens"?}`; with
    /// `revoke_tokens: true` a new password also deletes the user's API tokens.
    @Sendable func updateUser(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let id = try Self.id(context)
        let body = try await AccountRequestBody(request, allowed: ["role", "password", "revoke_tokens"])
        let role = try body.role(required: false)
        let password = try body.string("password", required: false, problem: AccountRules.passwordProblem)
        let hash: String? = if let password { try await hasher.hash(password) } else { nil }
        let account = try await database.updateAccount(
            id: id,
            role: role,
            passwordHash: hash,
            actor: context.identity?.account.id,
            revokingTokens: try body.flag("revoke_tokens")
        )
        return JSONResponse(AccountJSON.user(account), leadingKeys: AccountJSON.leadingKeys)
    }

    /// Deletes a user (not yourself, not the last admin).
    @Sendable func deleteUser(request: Request, context: AppRequestContext) async throws -> Response {
        let id = try Self.id(context)
        try await database.deleteAccount(id: id, actor: context.identity?.account.id)
        return Response(status: .noContent)
    }

    /// Every token, without secrets.
    @Sendable func listTokens(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let tokens = try await database.tokens()
        return JSONResponse(.object(["tokens": .array(tokens.map(AccountJSON.token))]), leadingKeys: AccountJSON.leadingKeys)
    }

    /// Creates a token from `{"name", "username"?}`; the secret is in this response only.
    @Sendable func createToken(request: Request, context: AppRequestContext) async throws -> JSONResponse {
        let body = try await AccountRequestBody(request, allowed: ["name", "username"])
        let name = try body.string("name", required: true, problem: AccountRules.tokenNameProblem)!
        guard let username = try body.string("username", required: false, problem: { _ in nil }) ?? context.identity?.account.username else {
            throw APIError(.unauthorized, "Sign in first.")
        }
        let (token, secret) = try await database.issueToken(named: name, for: username)
        guard case .object(var members) = AccountJSON.token(token) else { throw APIError(.internalServerError, "internal error") }
        members["token"] = .string(secret)
        return JSONResponse(.object(members), status: .created, leadingKeys: AccountJSON.leadingKeys)
    }

    /// Revokes a token.
    @Sendable func deleteToken(request: Request, context: AppRequestContext) async throws -> Response {
        try await database.deleteToken(id: try Self.id(context), inUse: context.identity?.tokenHash)
        return Response(status: .noContent)
    }

    private static func id(_ context: AppRequestContext) throws -> Int64 {
        guard let id = context.parameters.get("id", as: Int64.self) else {
            throw APIError(.notFound, "ids are whole numbers", path: "id")
        }
        return id
    }
}
