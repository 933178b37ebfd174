import ArgumentParser

/// `vitrine export`: print stored campaigns as a JSON array of envelopes.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print stored campaigns as a JSON array of envelopes."
    )

    func run() async throws {
        throw ValidationError("vitrine export is not implemented yet")
    }
}
