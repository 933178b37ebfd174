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
            - reads a scenario from standard input. Exits 0 when every expectation holds, 1 when \\
            one fails, 2 on an unreadable or invalid file.
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

    /// Runs the subcommand.
    func run() async throws {
        let outcomes = scenarios.map { path in
            do {
                return CheckReport.Outcome(file: path, result: try Scenario(data: InputFile.read(path)).check(), error: nil)
            } catch {
                return CheckReport.Outcome(file: path, result: nil, error: Scenario.errorLine(path: path, error: error))
            }
        }
        let report = CheckReport(outcomes: outcomes)
        print(report.render(format), terminator: "")
        if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    }
}
