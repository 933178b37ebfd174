import ArgumentParser
import Foundation
import InAppMessaging

/// `vitrine check`: check scenario files' expected traces against the delivery engine.
struct CheckCommand: AsyncParsableCommand {
    /// The subcommand's name and help.
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check scenario files' expected traces against the delivery engine.",
        discussion: "Exits 0 when every expectation holds, 1 when one fails, 2 on an unreadable or invalid file."
    )

    /// The scenario files to check.
    @Argument(help: "Scenario files.")
    var scenarios: [String]

    /// Runs the subcommand.
    func run() async throws {
        var exitCode: Int32 = 0
        for path in scenarios {
            do {
                let result = try Scenario(data: Data(contentsOf: URL(fileURLWithPath: path))).check()
                print(Scenario.reportLine(path: path, result: result))
                if !result.passed { exitCode = max(exitCode, 1) }
            } catch {
                print(Scenario.errorLine(path: path, error: error))
                exitCode = 2
            }
        }
        if exitCode != 0 { throw ExitCode(exitCode) }
    }
}
