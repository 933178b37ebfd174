import ArgumentParser

/// `vitrine validate`: validate HTML message files with libxml2 and the in-app lint rules.
struct ValidateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Validate HTML message files with libxml2 and the in-app lint rules."
    )

    func run() async throws {
        throw ValidationError("vitrine validate is not implemented yet")
    }
}
