import ArgumentParser

/// `vitrine import`: import campaigns from Braze wire JSON files.
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import campaigns from Braze wire JSON files."
    )

    func run() async throws {
        throw ValidationError("vitrine import is not implemented yet")
    }
}
