import ArgumentParser
import Foundation
import InAppMessaging

/// `vitrine check`: check scenario files' expected traces against the delivery engine.
struct CheckCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check scenario files' expected traces against the delivery engine.",
        discussion: """
            - reads a scenario from standard input. The trace is compared with the expectations \
            position by position, and every position that differs is reported (at most \
            --max-mismatches a file). Exits 0 when every expectation holds, 1 when one fails, 2 on \
            an unreadable or invalid file.
            """
    )

    /// The report formats.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json, junit
    }

    /// The scenario files to check.
    @Argument(help: "Scenario files (- for standard input).")
    var scenarios: [String]

    /// The report format.
    @Option(help: "Output format: text (one line per file), json or junit.")
    var format: Format = .text

    /// How many mismatches to list per file.
    @Option(help: "List at most this many mismatches per file (the rest are counted).")
    var maxMismatches = 10

    /// Refuses a mismatch limit under 1.
    func validate() throws {
        guard maxMismatches >= 1 else { throw ValidationError("--max-mismatches must be at least 1, got \(maxMismatches)") }
    }

    /// Runs the subcommand.
    func run() async throws {
        let outcomes = scenarios.map { path in
            do {
                let scenario = try Scenario(data: InputFile.read(path))
                if let missing = scenario.missingExpectations { throw missing }
                return CheckReport.Outcome(file: path, result: try scenario.check(), error: nil)
            } catch {
                return CheckReport.Outcome(file: path, result: nil, error: Scenario.errorLine(path: path, error: error))
            }
        }
        let report = CheckReport(outcomes: outcomes, maxMismatches: maxMismatches)
        print(report.render(format), terminator: "")
        if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    }
}
