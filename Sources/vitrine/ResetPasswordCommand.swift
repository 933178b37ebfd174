import ArgumentParser
import CampaignServices
import CampaignStore
import Dashboard
import Foundation

/// `vitrine users reset-password NAME`: give a user a new password, as an admin's reset on
/// `/users` does (the same rules, hash and store call; the user's browser sessions end, their API
/// tokens are kept).
struct ResetPasswordCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset-password",
        abstract: "Give a user a new password: a generated one, printed, or one read from standard input.",
        discussion: """
            Without --stdin (or -) a new password is generated and printed on standard output. \
            With it, the first line of standard input is the password (8 to 72 bytes). The user's \
            browser sessions end; API tokens are kept. The bcrypt cost is VITRINE_PASSWORD_COST \
            (default 12). The server may keep running meanwhile.
            """
    )

    @Argument(help: "The user's name (as on /users).")
    var username: String

    @Argument(help: "- to read the password from standard input (the same as --stdin).")
    var source: String?

    @Flag(help: "Read the password from the first line of standard input.")
    var stdin = false

    @OptionGroup var database: DatabaseOptions

    func validate() throws {
        if let source, source != "-" {
            throw ValidationError("the password is never an argument (it would show in the process list): pass - or --stdin and type it")
        }
    }

    func run() async throws {
        try await CommandFailure.reporting {
            let path = database.resolvedPath
            guard FileManager.default.fileExists(atPath: path) else { throw CommandFailure("no database at \(path) (--db-path or VITRINE_DB_PATH)") }
            let fromInput = stdin || source == "-"
            let password = fromInput ? Self.firstLine(of: FileHandle.standardInput.readDataToEndOfFile()) : AccountRules.generatedPassword()
            if let problem = AccountRules.passwordProblem(password) { throw CommandFailure(problem) }
            let store = try database.open()
            guard let (account, _) = try await store.passwordHash(username: username) else {
                let names = try await store.accounts().map(\.username).joined(separator: ", ")
                throw CommandFailure("no user named \"\(username)\"\(names.isEmpty ? "" : "; the users are \(names)")")
            }
            let cost = try DashboardConfiguration(settings: Settings()).passwordCost
            let hash = try await PasswordHasher(cost: UInt8(cost)).hash(password)
            _ = try await store.updateAccount(id: account.id, role: nil, passwordHash: hash, actor: nil)
            if !fromInput { print(password) }
            printError("vitrine: the password of \(account.username) is reset; their browser sessions are signed out")
        }
    }

    /// The first line of `data` as UTF-8, without its line end.
    static func firstLine(of data: Data) -> String {
        let text = String(decoding: data, as: UTF8.self)
        return text.split(maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: \.isNewline).first.map(String.init) ?? ""
    }
}
