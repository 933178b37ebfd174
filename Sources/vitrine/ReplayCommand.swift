import ArgumentParser
import Foundation
import InAppMessaging

/// `vitrine replay`: replay a scenario file through the delivery engine and print the trace.
struct ReplayCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a scenario file through the delivery engine and print the trace."
    )

    /// How the trace is printed.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case jsonl, summary
    }

    /// The scenario file to replay.
    @Argument(help: "The scenario file (configuration, campaigns, events; its expect, if any, is not compared: vitrine check does that).")
    var scenario: String

    /// The output format.
    @Option(help: "jsonl: one JSON object per entry; summary: entries per kind.")
    var format: Format = .jsonl

    /// Runs the subcommand.
    func run() async throws {
        let loaded: Scenario
        do {
            loaded = try Scenario(data: Data(contentsOf: URL(fileURLWithPath: scenario)))
        } catch {
            printError(Scenario.errorLine(path: scenario, error: error))
            throw ExitCode(2)
        }
        switch format {
        case .jsonl:
            try DeliveryEngine.replay(
                configuration: loaded.configuration,
                campaigns: loaded.campaigns,
                events: loaded.events
            ) { print($0.jsonLine) }
        case .summary:
            for line in TraceEntry.summary(of: try loaded.run()) { print(line) }
        }
    }
}
