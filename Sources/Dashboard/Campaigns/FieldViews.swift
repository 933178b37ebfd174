import InAppMessaging

/// A text-like input as the templates print it.
struct FieldView: Sendable {
    let name: String
    let label: String
    let value: String
    let error: String?
    /// The checker's warnings and notes about this field (they never block a save).
    let warnings: [String]
    let type: String
    let hint: String?
    let list: String?
    /// For a colour: the colour an empty field stands for (`#RRGGBB` or `#AARRGGBB`).
    var defaultColor: String?
    /// For a dark colour: the light field an empty one takes its colour from.
    var defaultFrom: String?
    /// What an empty colour field says it stands for (a stored value: templates read stored properties).
    var placeholder = "default"

    init(_ name: String, _ label: String, _ value: String, errors: FormErrors, type: String = "text", hint: String = "", list: String? = nil) {
        self.list = list
        self.name = name
        self.label = label
        self.value = value
        self.error = errors[name]
        self.warnings = errors.warnings[name] ?? []
        self.type = type
        self.hint = hint.isEmpty ? nil : hint
    }

    /// This colour field, empty standing for `color`.
    func defaulting(to color: ARGBColor) -> FieldView {
        var field = self
        field.defaultColor = color.hexString
        field.placeholder = "default \(color.hexString)"
        return field
    }

    /// This dark colour field, empty standing for the light field `name`'s colour.
    func defaulting(toField name: String) -> FieldView {
        var field = self
        field.defaultFrom = name
        field.placeholder = "as in light"
        return field
    }
}

/// A select with its options.
struct SelectView: Sendable {
    let name: String
    let label: String
    let options: [OptionView]
    let error: String?

    /// The ids of the selects whose options follow this one's platform (`data-device-select`).
    var dependents: String?

    init(_ name: String, _ label: String, selected: String, options: [(String, String)], errors: FormErrors) {
        self.init(name, label, options: options.map { OptionView(value: $0.0, label: $0.1, selected: $0.0 == selected) }, errors: errors)
    }

    /// A select of ready options (with their platforms).
    init(_ name: String, _ label: String, options: [OptionView], errors: FormErrors) {
        self.name = name
        self.label = label
        self.options = options
        self.error = errors[name]
    }
}

/// A checkbox.
struct CheckboxView: Sendable {
    let name: String
    let label: String
    let checked: Bool
}
