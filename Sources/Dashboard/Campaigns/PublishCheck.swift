import HTMLValidation
import InAppMessaging

/// What stops an active campaign from being saved without a second word: its HTML payload's
/// error-level diagnostics (a message nothing can close, a document libxml2 cannot read). A
/// draft is saved as it is; the editor asks for confirmation and the API answers 422 unless
/// `?force=true`.
enum PublishCheck {
    /// The HTML payload's errors as diagnostics at `data.message` (empty unless `campaign` is an
    /// active HTML campaign with errors).
    static func blockers(_ campaign: Campaign) -> [MessageDiagnostic] {
        guard campaign.status == .active, case .html(let content) = campaign.message.content else { return [] }
        let path = JSONPath.root.appending("data").appending("message")
        return OperationTimer.measure(.validation) { HTMLValidator().validate(content.html) }.filter { $0.severity == .error }.map {
            MessageDiagnostic(severity: .error, path: path, rule: $0.rule, message: "line \($0.line), column \($0.column): \($0.message)")
        }
    }
}
