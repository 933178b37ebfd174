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

/// Prints a line on standard error.
func printError(_ line: String) {
    var standardError = StandardError()
    print(line, to: &standardError)
}

/// Standard error as a `TextOutputStream`.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        FileHandle.standardError.write(Data(string.utf8))
    }
}
