import ArgumentParser
import Foundation

/// A one-line error for the user: printed as `vitrine: message` on standard error, exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
    /// The message.
    let description: String

    /// Creates a failure with a message.
    init(_ message: String) {
        description = message
    }

    /// Runs `body`; any error other than an exit code is printed as one line and becomes exit 1.
    static func reporting(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch let exit as ExitCode {
            throw exit
        } catch {
            printError("vitrine: \(error)")
            throw ExitCode.failure
        }
    }
}
