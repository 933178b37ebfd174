/// One line of an error summary: the field's label linked to its input, and the message.
struct ErrorSummaryItem: Sendable {
    /// The field's label, nil for an error of the whole form.
    let label: String?
    /// The `id` of the field's input (`f-<name>`), nil for an error of the whole form.
    let anchor: String?
    /// What is wrong.
    let message: String

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
}
