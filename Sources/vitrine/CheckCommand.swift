import ArgumentParser
import Foundation
import InAppMessaging

/// `vitrine check`: check scenario files' expected traces against the delivery engine.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check scenario files' expected traces against the delivery engine.",
        discussion: "Exits 0 when every expectation holds, 1 when one fails, 2 on an unreadable or invalid file."
    )

    @Argument(help: "Scenario files.")
    var scenarios: [String]

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
