import Foundation
import HTMLValidation
import InAppMessaging

/// `vitrine validate FILE…`: reads the files, validates them, and renders the report as text or
/// JSON with the exit status (the I/O and the exit codes belong to the command line, not the library).
struct FileValidation: Sendable {
    /// The report formats.
    enum Format: String, Sendable, CaseIterable {
        /// `file:line:column: severity: message [rule]`, one per line.
        case text
        /// A JSON array of `{file, line, column, severity, rule, message}` objects.
        case json
    }

    /// What a run produced: the report, complaints about unreadable files, and the exit status.
    struct Outcome: Sendable, Hashable {
        /// The report for standard output.
        var output: String
        /// One line per file that could not be read, for standard error.
        var errors: String
        /// 2 when a file could not be read, else 1 when any diagnostic is an error, else 0.
        var exitCode: Int32
    }

    /// The validator applied to every file.
    var validator: HTMLValidator

    /// Creates a file validation run with `validator`.
    init(validator: HTMLValidator = HTMLValidator()) {
        self.validator = validator
    }

    /// Validates every file in `paths` and renders the report in `format`.
    func run(paths: [String], format: Format) -> Outcome {
        var results: [(file: String, diagnostics: [HTMLDiagnostic])] = []
        var errors = ""
        var unreadable = false
        for path in paths {
            // Mapped, not read: the validator only reads the bytes, and large files skip a copy.
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else {
                errors += "\(path): cannot read file\n"
                unreadable = true
                continue
            }
            let diagnostics = data.withUnsafeBytes { raw in
                validator.validate(bytes: raw.bindMemory(to: UInt8.self))
            }
            results.append((path, diagnostics))
        }
        let anyError = results.contains { HTMLValidator.hasErrors($0.diagnostics) }
        let output =
            switch format {
            case .text: Self.text(results)
            case .json: Self.json(results)
            }
        return Outcome(output: output, errors: errors, exitCode: unreadable ? 2 : anyError ? 1 : 0)
    }

    private static func text(_ results: [(file: String, diagnostics: [HTMLDiagnostic])]) -> String {
        var output = ""
        for (file, diagnostics) in results {
            for diagnostic in diagnostics {
                output += "\(file):\(diagnostic.textDescription)\n"
            }
        }
        return output
    }

    private static func json(_ results: [(file: String, diagnostics: [HTMLDiagnostic])]) -> String {
        let objects: [JSONValue] = results.flatMap { file, diagnostics in
            diagnostics.map { diagnostic in
                .object([
                    "file": .string(file), "line": .int(diagnostic.line), "column": .int(diagnostic.column),
                    "severity": .string(diagnostic.severity.rawValue), "rule": .string(diagnostic.rule), "message": .string(diagnostic.message),
                ])
            }
        }
        return JSONWriter.write(.array(objects), pretty: true, leadingKeys: ["file", "line", "column", "severity", "rule", "message"]) + "\n"
    }
}
