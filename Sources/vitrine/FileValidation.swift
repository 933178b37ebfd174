public import CampaignServices
public import Foundation
public import HTMLValidation
import InAppMessaging

/// `vitrine validate FILE…`: reads HTML documents and wire-format message or campaign JSON,
/// checks each with the campaign checker, and renders the report with the exit status (the I/O
/// and the exit codes belong to the command line, not the library).
public struct FileValidation: Sendable {
    /// The report formats.
    public enum Format: String, Sendable, CaseIterable {
        /// `file:line:column: severity: message [rule]` (or `file:path: …`), one per line.
        case text
        /// A JSON array of `{file, line, column, path, severity, rule, message}` objects.
        case json
        /// JUnit XML: one test case per file, failing with its diagnostics at or above `--fail-on`.
        case junit
        /// SARIF 2.1.0, for code-scanning tools.
        case sarif
    }

    /// The least severity that fails the run.
    public enum FailOn: String, Sendable, CaseIterable {
        case error, warning
    }

    /// One finding in one file: a checker diagnostic and the file it was found in.
    struct Finding: Sendable, Hashable {
        /// The file.
        var file: String
        /// What was found, and where in the file.
        var diagnostic: Diagnostic

        /// The line, for findings in a document's text.
        var line: Int? { diagnostic.line }
        /// The column, with `line`.
        var column: Int? { diagnostic.column }
        /// The JSON path, for findings of meaning.
        var path: String? { diagnostic.path?.description }
        /// `error`, `warning` or `info`.
        var severity: String { diagnostic.severity.rawValue }
        /// The rule.
        var rule: RuleID { diagnostic.rule }
        /// The sentence.
        var message: String { diagnostic.message }

        /// Whether it reaches `failOn`.
        func fails(_ failOn: FailOn) -> Bool { severity == "error" || (failOn == .warning && severity == "warning") }
    }

    /// What a run produced: the report, complaints about unreadable files, and the exit status.
    struct Outcome: Sendable, Hashable {
        /// The report for standard output.
        var output: String
        /// One line per file that could not be read, for standard error.
        var errors: String
        /// 2 when a file could not be read, else 1 when a finding reaches `--fail-on`, else 0.
        var exitCode: Int32
    }

    /// Everything read: the files in order, the checker's report of each, and unreadable files.
    public struct Collected: Sendable {
        /// The files read, in order.
        public var files: [String] = []
        /// Each file's report (the messages or document read, and the findings).
        public var reports: [String: CampaignChecker.Report] = [:]
        /// One line per file that could not be read.
        public var errors = ""
    }

    /// The checker applied to every file.
    public var checker: CampaignChecker

    /// Creates a file validation run with `validator`.
    public init(validator: HTMLValidator = HTMLValidator()) {
        checker = CampaignChecker(validator: validator)
    }

    /// Validates every file in `paths` (`-` is standard input), `jobs` files at a time, and
    /// renders the report in `format`.
    func run(
        paths: [String],
        format: Format,
        failOn: FailOn = .error,
        jobs: Int = 1,
        readStandardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }
    ) -> Outcome {
        outcome(of: collect(paths: paths, jobs: jobs, readStandardInput: readStandardInput), format: format, failOn: failOn)
    }

    /// Reads every file in `paths` (`-` is standard input) in order, then checks them, `jobs` at a
    /// time on as many threads; what is collected is the same, in the same order, for any `jobs`.
    public func collect(
        paths: [String],
        jobs: Int = 1,
        readStandardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }
    ) -> Collected {
        var collected = Collected()
        var inputs: [Data] = []
        for path in paths {
            let data: Data
            if path == "-" {
                data = readStandardInput()
            } else {
                // Mapped, not read: the validator only reads the bytes, and large files skip a copy.
                guard let mapped = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else {
                    collected.errors += "\(path): cannot read file\n"
                    continue
                }
                data = mapped
            }
            collected.files.append(path)
            inputs.append(data)
        }
        for (path, report) in zip(collected.files, check(inputs, jobs: jobs)) { collected.reports[path] = report }
        return collected
    }

    /// The checker's report of each input, in order, `jobs` at a time (`OrderedWork`).
    private func check(_ inputs: [Data], jobs: Int) -> [CampaignChecker.Report] {
        OrderedWork.map(count: inputs.count, jobs: jobs) { checker.check(inputs[$0]) }
    }

    /// The report of `collected` in `format`, and the exit status.
    func outcome(of collected: Collected, format: Format, failOn: FailOn) -> Outcome {
        let results = collected.files.map { file in
            (file: file, findings: (collected.reports[file]?.diagnostics ?? []).map { Finding(file: file, diagnostic: $0) })
        }
        let failed = results.contains { $0.findings.contains { $0.fails(failOn) } }
        let output = ValidationReport(results: results, failOn: failOn).render(format)
        return Outcome(output: output, errors: collected.errors, exitCode: collected.errors.isEmpty ? (failed ? 1 : 0) : 2)
    }
}
