import CampaignServices
import Foundation
import HTMLValidation
import InAppMessaging

/// One validator diagnostic as the editor shows it under the HTML code area.
struct HTMLDiagnosticView: Sendable {
    let line: String
    let column: String
    let severity: String
    let rule: String
    let message: String
    let excerpt: String

    /// The most diagnostics the editor lists; the rest are counted in one last line.
    static let shownLimit = 100
    /// How long the editor's check may take before it shows what it found with a note.
    static let timeout: Duration = .seconds(5)

    /// The diagnostics of an HTML document, each with the source line it points at: at most
    /// `shownLimit` of them (errors before warnings before infos), then one line counting the rest (and the validator's own count of
    /// those it left out, if any, stays last).
    static func list(for source: String) -> [HTMLDiagnosticView] {
        guard !source.isEmpty else { return [] }
        // One kind of line end, so libxml2's line numbers and the quoted lines agree (a lone CR is
        // no line end to libxml2, but is one to a browser).
        let html = FormData.unixLineEnds(source)
        let checker = CampaignChecker(validator: HTMLValidator(cancellation: HTMLValidator.Cancellation(timeout: timeout)))
        var diagnostics = checker.check(html: Data(html.utf8)).diagnostics
        let summary = diagnostics.last?.rule == .tooManyDiagnostics ? diagnostics.removeLast() : nil
        if diagnostics.count > shownLimit {
            let rest = diagnostics.count - shownLimit
            // The most severe first (an error must not hide behind warnings), then shown by line.
            diagnostics = diagnostics.enumerated().sorted { ($0.element.severity, $0.offset) < ($1.element.severity, $1.offset) }
                .prefix(shownLimit).sorted { $0.offset < $1.offset }.map(\.element)
            let last = diagnostics[shownLimit - 1]
            diagnostics.append(
                Diagnostic(
                    severity: .info,
                    rule: .tooManyDiagnostics,
                    message: "\(rest) more diagnostic\(rest == 1 ? " is" : "s are") not shown here; vitrine validate lists them all",
                    line: last.line,
                    column: last.column
                )
            )
        }
        if let summary { diagnostics.append(summary) }
        let lines = html.split(separator: "\n", omittingEmptySubsequences: false)
        return diagnostics.map { diagnostic in
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
