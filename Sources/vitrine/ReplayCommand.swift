import ArgumentParser

/// `vitrine replay`: replay a scenario file through the delivery engine and print the trace.
struct ReplayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a scenario file through the delivery engine and print the trace."
    )

    func run() async throws {
        throw ValidationError("vitrine replay is not implemented yet")
    }
}
