import CampaignServices
import CampaignStore
import Hummingbird

/// Every signed-in user's own page: who they are, and changing their password.
struct AccountSettingsController: PageRendering {
    /// The store.
    let database: AppDatabase
    /// The page templates.
    let templates: TemplateRenderer
    /// Hashes and checks passwords.
    let hasher: PasswordHasher

    /// Registers `/account`.
    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/account", use: show)
        router.post("/account/password", use: changePassword)
    }

    /// The account page.
    @Sendable func show(request: Request, context: AppRequestContext) async throws -> Response {
        let notice = request.uri.formQueryParameters["changed"] == nil ? nil : "Your password was changed; other browsers were signed out."
        return settingsPage(context, notice: notice, error: nil, status: .ok)
    }

    /// Checks the current password, then stores the new one (which signs the user out elsewhere, and here: sign in again).
    @Sendable func changePassword(request: Request, context: AppRequestContext) async throws -> Response {
        guard let account = context.identity?.account else { return redirect(Paths.app.login()) }
        let posted = try await request.form()
        let stored = try await database.passwordHash(username: account.username)
        guard try await hasher.verify(posted.fields.text("current_password"), hash: stored?.hash) else {
            return settingsPage(context, notice: nil, error: "The current password is wrong.", status: .unprocessableContent)
        }
        let new = posted.fields.text("new_password")
        if let problem = AccountRules.passwordProblem(new) {
            return settingsPage(context, notice: nil, error: problem, status: .unprocessableContent)
        }
        guard new == posted.fields.text("confirm_password") else {
            return settingsPage(context, notice: nil, error: "The two new passwords differ.", status: .unprocessableContent)
        }
        _ = try await database.updateAccount(id: account.id, role: nil, passwordHash: try await hasher.hash(new), actor: account.id)
        return redirect(Paths.app.login(next: "/account?changed=1"))
    }

    private func settingsPage(_ context: AppRequestContext, notice: String?, error: String?, status: HTTPResponse.Status) -> Response {
        let account = context.identity?.account
        let viewModel = AccountSettingsPage(username: account?.username ?? "", role: account?.role.rawValue ?? "", notice: notice, error: error)
        return page(viewModel, status: status)
    }
}
