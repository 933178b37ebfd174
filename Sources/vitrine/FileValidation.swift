import Foundation
import HTMLValidation
import InAppMessaging

/// `vitrine validate FILE…`: reads HTML documents and wire-format message or campaign JSON (told
/// apart by their first character), checks them, and renders the report with the exit status
/// (the I/O and the exit codes belong to the command line, not the library).
struct FileValidation: Sendable {
    /// The report formats.
    enum Format: String, Sendable, CaseIterable {
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
    enum FailOn: String, Sendable, CaseIterable {
        case error, warning
    }

    /// One finding in one file: a position (HTML, JSON syntax) or a JSON path (meaning).
    struct Finding: Sendable, Hashable {
        var file: String
        var line: Int?
        var column: Int?
        var path: String?
        var severity: String
        var rule: String
        var message: String

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

    /// The validator applied to HTML documents and HTML messages' payloads.
    var validator: HTMLValidator

    /// Creates a file validation run with `validator`.
    init(validator: HTMLValidator = HTMLValidator()) {
        self.validator = validator
    }

    /// A message or HTML document read from a file, for `--layout` to measure in the browser.
    struct LayoutSubject: Sendable {
        /// The file it came from.
        var file: String
        /// The message, or nil for an HTML document.
        var message: InAppMessage?
        /// The HTML document's bytes when there is no message.
        var document: Data
        /// The message's JSON path in the file.
        var path: JSONPath
    }

    /// Everything read: the files in order, their findings, unreadable files, and what `--layout` may measure.
    struct Collected: Sendable {
        /// The files read, in order.
        var files: [String] = []
        /// Each file's findings.
        var findings: [String: [Finding]] = [:]
        /// One line per file that could not be read.
        var errors = ""
        /// The messages and HTML documents read.
        var subjects: [LayoutSubject] = []
    }

    /// Validates every file in `paths` (`-` is standard input) and renders the report in `format`.
    func run(
        paths: [String],
        format: Format,
        failOn: FailOn = .error,
        readStandardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }
    ) -> Outcome {
        outcome(of: collect(paths: paths, readStandardInput: readStandardInput), format: format, failOn: failOn)
    }

    /// Reads and checks every file in `paths` (`-` is standard input).
    func collect(paths: [String], readStandardInput: () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }) -> Collected {
        var collected = Collected()
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
            if Self.isJSON(data) {
                let (findings, subjects) = json(data, file: path)
                collected.findings[path] = findings
                collected.subjects += subjects
            } else {
                collected.findings[path] = html(data, file: path)
                collected.subjects.append(LayoutSubject(file: path, message: nil, document: data, path: JSONPath()))
            }
        }
        return collected
    }

    /// The report of `collected` in `format`, and the exit status.
    func outcome(of collected: Collected, format: Format, failOn: FailOn) -> Outcome {
        let results = collected.files.map { (file: $0, findings: collected.findings[$0] ?? []) }
        let failed = results.contains { $0.findings.contains { $0.fails(failOn) } }
        let output = ValidationReport(results: results, failOn: failOn).render(format)
        return Outcome(output: output, errors: collected.errors, exitCode: collected.errors.isEmpty ? (failed ? 1 : 0) : 2)
    }

    /// True when the first non-blank byte opens a JSON object or array.
    static func isJSON(_ data: Data) -> Bool {
        guard let first = data.first(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF) })
        else {
            return false
        }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    /// The HTML validator's findings, positioned in the document.
    private func html(_ data: Data, file: String, path: String? = nil) -> [Finding] {
        let diagnostics = data.withUnsafeBytes { raw in validator.validate(bytes: raw.bindMemory(to: UInt8.self)) }
        return diagnostics.map {
            Finding(file: file, line: $0.line, column: $0.column, path: path, severity: $0.severity.rawValue, rule: $0.rule, message: $0.message)
        }
    }

    /// A message, campaign or array of them: decoding errors, every diagnostic of meaning (wire,
    /// view types, contrast, Liquid), and each HTML message payload's own diagnostics.
    private func json(_ data: Data, file: String) -> (findings: [Finding], subjects: [LayoutSubject]) {
        var next = 0
        let located: [(campaign: Campaign, path: JSONPath)]
        do {
            located = try CampaignImport.locatedCampaigns(from: data) {
                next += 1
                return "file-\(next)"
            }
        } catch {
            let finding =
                Finding(
                    file: file,
                    line: error.line,
                    column: error.column,
                    path: error.path?.description,
                    severity: "error",
                    rule: "wire-invalid",
                    message: error.message
                )
            return ([finding], [])
        }
        // A bare message is read as a campaign whose message sits at `data`: name its own paths.
        let bare: Bool
        if case .object(let members)? = try? JSONParser.parse(data), members["data"] == nil { bare = true } else { bare = false }
        var findings: [Finding] = []
        var subjects: [LayoutSubject] = []
        for (campaign, path) in located {
            subjects.append(LayoutSubject(file: file, message: campaign.message, document: Data(), path: bare ? path : path.appending("data")))
            for diagnostic in campaign.diagnostics() {
                var components = diagnostic.path.components
                if bare, components.first == .key("data") { components.removeFirst() }
                let full = path.appending(JSONPath(components)).description
                findings.append(
                    Finding(file: file, path: full, severity: diagnostic.severity.rawValue, rule: diagnostic.rule, message: diagnostic.message)
                )
            }
            if case .html(let content) = campaign.message.content {
                findings += html(Data(content.html.utf8), file: file, path: (bare ? path : path.appending("data")).appending("message").description)
            }
        }
        return (findings, subjects)
    }
}
