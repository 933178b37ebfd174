import ArgumentParser

/// `vitrine users`: manage dashboard accounts from the command line.
struct UsersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "users",
        abstract: "Manage dashboard users from the command line (for a lost admin password).",
        subcommands: [ResetPasswordCommand.self]
    )
}
