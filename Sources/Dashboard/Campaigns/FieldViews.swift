/// A text-like input as the templates print it.
struct FieldView: Sendable {
    let name: String
    let label: String
    let value: String
    let error: String?
    let type: String
    let hint: String?
    let list: String?

    init(_ name: String, _ label: String, _ value: String, errors: FormErrors, type: String = "text", hint: String = "", list: String? = nil) {
        self.list = list
        self.name = name
        self.label = label
        self.value = value
        self.error = errors[name]
        self.type = type
        self.hint = hint.isEmpty ? nil : hint
    }
}

/// One option of a select.
struct OptionView: Sendable {
    let value: String
    let label: String
    let selected: Bool
}

/// A select with its options.
struct SelectView: Sendable {
    let name: String
    let label: String
    let options: [OptionView]
    let error: String?

    init(_ name: String, _ label: String, selected: String, options: [(String, String)], errors: FormErrors) {
        self.name = name
        self.label = label
        self.options = options.map { OptionView(value: $0.0, label: $0.1, selected: $0.0 == selected) }
        self.error = errors[name]
    }
}

/// A checkbox.
struct CheckboxView: Sendable {
    let name: String
    let label: String
    let checked: Bool
}
