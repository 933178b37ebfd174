import FoundationEssentials
import HTMLValidation
import ValidationBasics

/// `vitrine validate FILE…` on HTML documents, every option at its default, as `vitrine-check`
/// would run it: the same validator, the same text report (`ReportLine`), the same exit status.
struct HTMLDocuments {
    /// The files, in the order given.
    private let paths: [String]
    /// Each file's bytes (mapped, not read: the validator only reads them).
    private let contents: [Data]

    /// The documents at `paths`; nil when one cannot be read or is JSON (a message or campaign
    /// file), which `vitrine-check` reads and reports.
    init?(paths: [String]) {
        var contents: [Data] = []
        for path in paths {
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped), !InputKind.isJSON(data)
            else { return nil }
            contents.append(data)
        }
        self.paths = paths
        self.contents = contents
    }

    /// Validates every document, as many at once as there are cores, prints the report and
    /// returns the exit status: 1 when a finding is an error, else 0.
    func validate() -> Int32 {
        let validator = HTMLValidator()
        let contents = contents
        let findings = OrderedWork.map(count: contents.count, jobs: ProcessInfo.processInfo.activeProcessorCount) { index in
            contents[index].withUnsafeBytes { validator.validate(bytes: $0.bindMemory(to: UInt8.self)) }
        }
        var text: [UInt8] = []
        for (path, diagnostics) in zip(paths, findings) {
            for diagnostic in diagnostics {
                ReportLine.append(
                    file: path,
                    line: diagnostic.line,
                    column: diagnostic.column,
                    path: nil,
                    severity: diagnostic.severity.rawValue,
                    message: diagnostic.message,
                    rule: diagnostic.rule.rawValue,
                    to: &text
                )
                text.append(UInt8(ascii: "\n"))
            }
        }
        print(String(decoding: text, as: UTF8.self), terminator: "")
        return findings.contains { $0.contains { $0.severity == .error } } ? 1 : 0
    }
}
