import ArgumentParser

/// `vitrine serve`: run the dashboard.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "serve", abstract: "Serve the dashboard.")

    func run() async throws {
        throw ValidationError("vitrine serve is not implemented yet")
    }
}
