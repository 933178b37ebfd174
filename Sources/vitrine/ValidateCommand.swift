import ArgumentParser
import Foundation
import HTMLValidation

/// `vitrine validate`: validate HTML message files with libxml2 and the in-app lint rules.
struct ValidateCommand: AsyncParsableCommand {
    /// The command's name and help.
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Validate HTML message files with libxml2 and the in-app lint rules.",
        discussion: "Exit status: 0 when no diagnostic is an error, 1 when one is, 2 when a file cannot be read."
    )

    /// The files to validate.
    @Argument(help: "HTML files to validate.")
    var files: [String]

    /// `text` or `json`.
    @Option(help: "Output format: text (file:line:column: severity: message [rule]) or json.")
    var format: FileValidation.Format = .text

    /// The payload size limit.
    @Option(help: "Payloads larger than this many bytes are errors.")
    var maxPayloadBytes: Int = HTMLValidator.Options().maxPayloadBytes

    /// Validates the files, prints the report, and exits 0, 1 or 2.
    func run() async throws {
        let validator = HTMLValidator(options: .init(maxPayloadBytes: maxPayloadBytes))
        let outcome = FileValidation(validator: validator).run(paths: files, format: format)
        print(outcome.output, terminator: "")
        if !outcome.errors.isEmpty {
            FileHandle.standardError.write(Data(outcome.errors.utf8))
        }
        if outcome.exitCode != 0 {
            throw ExitCode(outcome.exitCode)
        }
    }
}

extension FileValidation.Format: ExpressibleByArgument {}
