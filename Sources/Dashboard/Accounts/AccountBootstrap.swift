import CampaignServices
import CampaignStore
import Foundation
import Logging

/// Start-up work on accounts: the first admin on an empty database, and the automation token.
enum AccountBootstrap {
    /// The name of the token `VITRINE_ADMIN_TOKEN` installs.
    static let automationTokenName = "VITRINE_ADMIN_TOKEN"

    /// Creates user `admin` when there are no users (with `password`, or a generated one that is
    /// logged once), then installs `adminToken` as an admin API token when given. A `password`
    /// given for a database that already has users changes nothing, and a notice says so.
    static func run(database: AppDatabase, hasher: PasswordHasher, password: String?, adminToken: String?, logger: Logger) async throws {
        if try await database.accountCount() == 0 {
            let chosen = password.flatMap { $0.isEmpty ? nil : $0 }
            if let chosen, let problem = AccountRules.passwordProblem(chosen) {
                throw DashboardError.invalidSetting(name: "VITRINE_ADMIN_PASSWORD", reason: problem)
            }
            let secret = chosen ?? AccountRules.generatedPassword()
            _ = try await database.createAccount(username: "admin", passwordHash: try await hasher.hash(secret), role: .admin, now: Date())
            if chosen == nil {
                logger.notice(
                    "accounts.admin_created",
                    metadata: ["accounts.username": "admin", "accounts.password": "\(secret)", "accounts.note": "shown once; change it at /account"]
                )
            } else {
                logger.notice("accounts.admin_created", metadata: ["accounts.username": "admin", "accounts.password": "from VITRINE_ADMIN_PASSWORD"])
            }
        } else if let password, !password.isEmpty {
            logger.notice(
                "accounts.admin_password_ignored",
                metadata: [
                    "accounts.note":
                        "VITRINE_ADMIN_PASSWORD only sets the first admin's password on an empty database; this one has users. Reset a password with: vitrine users reset-password NAME"
                ]
            )
        }
        if let adminToken, !adminToken.isEmpty {
            guard adminToken.count >= 16 else {
                throw DashboardError.invalidSetting(name: "VITRINE_ADMIN_TOKEN", reason: "use at least 16 characters")
            }
            try await database.replaceAdminToken(named: automationTokenName, tokenHash: SecretToken.hash(adminToken), now: Date())
        }
    }
}
