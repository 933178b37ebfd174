import CampaignStore
import InAppMessaging

/// View model of the view-type registry page.
struct ViewTypesPage: Page {
    /// The template.
    static let template = "view-types"

    /// One view type in the table.
    struct Item: Sendable {
        let name: String
        let kinds: String
        let layout: String
        let fields: String
        let builtIn: Bool
        /// Its edit form and where deleting it posts.
        let editURL: String
        let deleteURL: String
    }

    /// One schema row of the form.
    struct RowView: Sendable {
        let name: String
        let types: [OptionView]
        let required: [OptionView]
        let error: String?
    }

    let items: [Item]
    let name: FieldView
    let kinds: [CheckboxView]
    let kindsError: String?
    let layout: SelectView
    let rows: [RowView]
    let hasErrors: Bool
    let errorSummary: [String]

    init(records: [ViewTypeRecord], form: ViewTypeForm, errors: FormErrors, paths: Paths) {
        let builtIns = ViewTypeRegistry.builtIn.viewTypes.values.sorted { $0.name < $1.name }
        items =
            builtIns.map { Self.item($0, builtIn: true, paths: paths) }
            + records.map { Self.item(ViewType(record: $0), builtIn: false, paths: paths) }
        name = FieldView("name", "Name (the view_type value)", form.name, errors: errors)
        kinds = MessageKind.allCases.filter { $0 != .control }.map {
            CheckboxView(name: "kind_" + $0.rawValue, label: $0.label, checked: form.kinds.contains($0.rawValue))
        }
        kindsError = errors["kinds"]
        layout = SelectView(
            "layout",
            "Preview layout",
            selected: form.layout,
            options: [("labelled", "Default layout with a label"), ("picker", "Picker"), ("tableList", "Table of switches")],
            errors: errors
        )
        let rows = form.rows + Array(repeating: ViewTypeForm.Row(), count: ViewTypeForm.spareRows)
        self.rows = rows.enumerated().map { index, row in
            RowView(
                name: row.name,
                types: ExtrasField.FieldType.allCases.map { OptionView(value: $0.rawValue, label: $0.rawValue, selected: $0.rawValue == row.type) },
                required: [
                    OptionView(value: "no", label: "optional", selected: row.required != "yes"),
                    OptionView(value: "yes", label: "required", selected: row.required == "yes"),
                ],
                error: errors["field\(index)"]
            )
        }
        hasErrors = !errors.isEmpty
        errorSummary = errors.all
    }

    private static func item(_ viewType: ViewType, builtIn: Bool, paths: Paths) -> Item {
        Item(
            name: viewType.name,
            kinds: viewType.kinds.map(\.label).joined(separator: ", "),
            layout: viewType.layout.rawValue,
            fields: viewType.fields.map { "\($0.name) (\($0.type.rawValue)\($0.required ? ", required" : ""))" }.joined(separator: "; "),
            builtIn: builtIn,
            editURL: paths.viewTypeEdit(viewType.name),
            deleteURL: paths.viewTypeDelete(viewType.name)
        )
    }
}
