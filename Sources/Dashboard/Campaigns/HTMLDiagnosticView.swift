import CampaignServices
import Foundation

/// One validator diagnostic as the editor shows it under the HTML code area.
struct HTMLDiagnosticView: Sendable {
    let line: String
    let column: String
    let severity: String
    let rule: String
    let message: String
    let excerpt: String

    /// The diagnostics of an HTML document, each with the source line it points at.
    static func list(for source: String) -> [HTMLDiagnosticView] {
        guard !source.isEmpty else { return [] }
        // One kind of line end, so libxml2's line numbers and the quoted lines agree (a lone CR is
        // no line end to libxml2, but is one to a browser).
        let html = FormData.unixLineEnds(source)
        let lines = html.split(separator: "\n", omittingEmptySubsequences: false)
        return CampaignChecker().check(html: Data(html.utf8)).diagnostics.map { diagnostic in
            let line = diagnostic.line ?? 0
            let source = lines.indices.contains(line - 1) ? String(lines[line - 1].prefix(160)) : ""
            return HTMLDiagnosticView(
                line: String(line),
                column: String(diagnostic.column ?? 0),
                severity: diagnostic.severity.rawValue,
                rule: diagnostic.rule.rawValue,
                message: diagnostic.message,
                excerpt: source.trimmingCharacters(in: .whitespaces)
            )
        }
    }
}
