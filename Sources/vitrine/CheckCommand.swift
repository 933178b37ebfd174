import ArgumentParser

/// `vitrine check`: check scenario files' expected traces against the delivery engine.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check scenario files' expected traces against the delivery engine."
    )

    func run() async throws {
        throw ValidationError("vitrine check is not implemented yet")
    }
}
