import CampaignStore
import Foundation
import InAppMessaging

/// The view-type form as typed: name, kinds, layout and schema rows.
struct ViewTypeForm: Sendable {
    /// One schema row.
    struct Row: Sendable {
        var name = "", type = "string", required = "no"
    }

    /// Empty rows offered after the filled ones.
    static let spareRows = 3

    var name = ""
    var kinds: Set<String> = []
    var layout = ViewType.Layout.labelled.rawValue
    var rows: [Row] = []

    init() {}

    /// The form showing a stored view type.
    init(record: ViewTypeRecord) {
        name = record.name
        kinds = Set(record.kinds)
        layout = record.layout
        rows = record.fields.map { Row(name: $0.name, type: $0.type, required: $0.required ? "yes" : "no") }
    }

    /// The form as posted.
    init(posted form: FormData) {
        name = form.text("name")
        kinds = Set(MessageKind.allCases.map(\.rawValue).filter { form.isChecked("kind_" + $0) })
        layout = form.text("layout")
        let names = form.values("field_name")
        let types = form.values("field_type")
        let required = form.values("field_required")
        rows = (0..<min(names.count, types.count, required.count)).map {
            Row(name: names[$0].trimmingCharacters(in: .whitespaces), type: types[$0], required: required[$0])
        }
    }

    /// The record to store, or the errors by field.
    func record() -> (ViewTypeRecord?, FormErrors) {
        var errors = FormErrors()
        if name.isEmpty || name.count > 64 || !name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) {
            errors.add("name", "Use 1 to 64 letters, digits, dashes or underscores: it is the value of the view_type extra.")
        } else if ViewTypeRegistry.builtIn.viewTypes[name] != nil {
            errors.add("name", "\"\(name)\" is built in.")
        }
        if kinds.isEmpty { errors.add("kinds", "Choose at least one message kind.") }
        if ViewType.Layout(rawValue: layout) == nil { errors.add("layout", "Choose a layout.") }
        var fields: [ViewTypeRecord.Field] = []
        for (index, row) in rows.enumerated() where !row.name.isEmpty {
            if fields.contains(where: { $0.name == row.name }) {
                errors.add("field\(index)", "The key \"\(row.name)\" is listed twice.")
            } else if ExtrasField.FieldType(rawValue: row.type) == nil {
                errors.add("field\(index)", "Choose a type.")
            } else {
                fields.append(ViewTypeRecord.Field(name: row.name, type: row.type, required: row.required == "yes"))
            }
        }
        guard errors.isEmpty else { return (nil, errors) }
        let ordered = MessageKind.allCases.map(\.rawValue).filter(kinds.contains)
        return (ViewTypeRecord(name: name, kinds: ordered, layout: layout, fields: fields), errors)
    }
}
