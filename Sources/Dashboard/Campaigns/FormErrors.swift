/// Errors of a posted form: a message per field name, plus messages that belong to no one field.
/// It also carries the checker's warnings by field, which are shown beside their fields and never
/// block a save.
struct FormErrors: Sendable, Hashable {
    /// Field name → message.
    private(set) var byField: [String: String] = [:]
    /// Messages shown at the top of the form.
    private(set) var general: [String] = []

    /// Field name → the checker's warnings about it, in the order found (`general`: no one field).
    var warnings: [String: [String]] = [:]

    /// True when there is no error at all (warnings do not count).
    var isEmpty: Bool { byField.isEmpty && general.isEmpty }

    /// Records a field's error (the first one wins).
    mutating func add(_ field: String, _ message: String) {
        if byField[field] == nil { byField[field] = message }
    }

    /// Records an error that belongs to no one field.
    mutating func addGeneral(_ message: String) {
        general.append(message)
    }

    /// Records a checker warning about a field.
    mutating func addWarning(_ field: String, _ message: String) {
        warnings[field, default: []].append(message)
    }

    /// The error of a field, if any.
    subscript(field: String) -> String? { byField[field] }

    /// Every message, general ones first, for a summary at the top of the page.
    var all: [String] { general + byField.sorted { $0.key < $1.key }.map(\.value) }

    /// The fields that have an error, by name.
    var fieldNames: [String] { byField.keys.sorted() }
}
