/// One line of an error summary: the field's label linked to its input, and the message.
struct ErrorSummaryItem: Sendable {
    /// The field's label, nil for an error of the whole form.
    let label: String?
    /// The `id` of the field's input (`f-<name>`), nil for an error of the whole form.
    let anchor: String?
    /// What is wrong.
    let message: String
    /// Where it comes from: nil for the form's own checks, `"validator"` for the HTML validator's.
    var source: String? = nil
    /// An error (drawn as one) rather than a warning.
    var isError = false

    /// The summary of `errors`: general messages first, then each field's error in `fields`'
    /// order (the page's), then any other field's, by name.
    static func list(_ errors: FormErrors, fields: [(name: String, label: String)]) -> [ErrorSummaryItem] {
        var items = errors.general.map { ErrorSummaryItem(label: nil, anchor: nil, message: $0) }
        var named: Set<String> = []
        for field in fields {
            guard let message = errors[field.name], named.insert(field.name).inserted else { continue }
            items.append(ErrorSummaryItem(label: field.label, anchor: "f-" + field.name, message: message))
        }
        for name in errors.fieldNames where !named.contains(name) {
            items.append(ErrorSummaryItem(label: nil, anchor: nil, message: errors[name] ?? ""))
        }
        return items
    }

    /// The checker's warnings of the form, each field's in `fields`' order (the page's), then
    /// those of no one field.
    static func warnings(_ errors: FormErrors, fields: [(name: String, label: String)]) -> [ErrorSummaryItem] {
        var items: [ErrorSummaryItem] = []
        var named: Set<String> = []
        for field in fields where named.insert(field.name).inserted {
            for message in errors.warnings[field.name] ?? [] {
                items.append(ErrorSummaryItem(label: field.label, anchor: "f-" + field.name, message: message))
            }
        }
        for (name, messages) in errors.warnings.sorted(by: { $0.key < $1.key }) where !named.contains(name) {
            items += messages.map { ErrorSummaryItem(label: nil, anchor: nil, message: $0) }
        }
        return items
    }
}

extension ErrorSummaryItem {
    /// One HTML validator error, linked to the HTML field, named by its line and column in the HTML.
    init(htmlError diagnostic: HTMLDiagnosticView) {
        self.init(
            label: "HTML line \(diagnostic.line), column \(diagnostic.column)",
            anchor: "f-html",
            message: "\(diagnostic.message) [\(diagnostic.rule)]",
            source: "validator",
            isError: true
        )
    }
}
