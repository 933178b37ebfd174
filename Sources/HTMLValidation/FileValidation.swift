import Foundation

/// `vitrine validate FILE…`: validates files and renders the report as text or JSON.
public struct FileValidation: Sendable {
    /// The report formats.
    public enum Format: String, Sendable, CaseIterable {
        /// `file:line:column: severity: message [rule]`, one per line.
        case text
        /// A JSON array of `{file, line, column, severity, rule, message}` objects.
        case json
    }

    /// What a run produced: the report, complaints about unreadable files, and the exit status.
    public struct Outcome: Sendable, Hashable {
        /// The report for standard output.
        public var output: String
        /// One line per file that could not be read, for standard error.
        public var errors: String
        /// 2 when a file could not be read, else 1 when any diagnostic is an error, else 0.
        public var exitCode: Int32
    }

    /// The validator applied to every file.
    public var validator: HTMLValidator

    /// Creates a file validation run with `validator`.
    public init(validator: HTMLValidator = HTMLValidator()) {
        self.validator = validator
    }

    /// Validates every file in `paths` and renders the report in `format`.
    public func run(paths: [String], format: Format) -> Outcome {
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
        let output = switch format {
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
        var objects: [String] = []
        for (file, diagnostics) in results {
            for diagnostic in diagnostics {
                objects.append(
                    "{\"file\":\(quoted(file)),\"line\":\(diagnostic.line),\"column\":\(diagnostic.column),"
                        + "\"severity\":\(quoted(diagnostic.severity.rawValue)),\"rule\":\(quoted(diagnostic.rule)),"
                        + "\"message\":\(quoted(diagnostic.message))}")
            }
        }
        return objects.isEmpty ? "[]\n" : "[\n  " + objects.joined(separator: ",\n  ") + "\n]\n"
    }

    /// `string` as a JSON string literal.
    static func quoted(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
