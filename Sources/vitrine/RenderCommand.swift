import ArgumentParser

/// `vitrine render`: render a message file as a standalone HTML preview.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a message file as a standalone HTML preview."
    )

    func run() async throws {
        throw ValidationError("vitrine render is not implemented yet")
    }
}
