/// A custom view an app shows for messages whose extras say `view_type=<name>` (docs/rules.md, rule 10).
public struct ViewType: Sendable, Hashable {
    /// The layouts the preview knows how to draw.
    public enum Layout: String, Sendable, Hashable, CaseIterable {
        /// A wheel of the comma-separated items of the message (a modal).
        case picker
        /// Switch rows of the comma-separated items of the message (a full message).
        case tableList
        /// The message kind's default layout, labelled with the view type and its extras.
        case labelled
    }

    /// The `view_type` value that selects it.
    public var name: String
    /// The message kinds it applies to.
    public var kinds: [MessageKind]
    /// The other extras it reads.
    public var fields: [ExtrasField]
    /// How the preview draws it.
    public var layout: Layout

    /// Creates a view type; registered ones default to the labelled layout.
    public init(name: String, kinds: [MessageKind], fields: [ExtrasField], layout: Layout = .labelled) {
        self.name = name
        self.kinds = kinds
        self.fields = fields
        self.layout = layout
    }

    /// The modal picker (docs/rules.md, rule 10): the chosen item is stored under `attribute_key`.
    public static let picker = ViewType(
        name: "picker",
        kinds: [.modal],
        fields: [ExtrasField(name: "attribute_key", type: .string, required: true)],
        layout: .picker
    )

    /// The full-screen list of switches (docs/rules.md, rule 10), with a subtitle under the list.
    public static let tableList = ViewType(
        name: "table_list",
        kinds: [.full],
        fields: [
            ExtrasField(name: "attribute_key", type: .string, required: true),
            ExtrasField(name: "subtitle_text", type: .string, required: false),
        ],
        layout: .tableList
    )
}

/// One key of a view type's extras schema.
public struct ExtrasField: Sendable, Hashable {
    /// The value types an extras field may declare.
    public enum FieldType: String, Sendable, Hashable, CaseIterable {
        /// Any non-empty text.
        case string
        /// A decimal number.
        case number
        /// `true` or `false`.
        case boolean
        /// An absolute URL with a scheme.
        case url
    }

    /// The extras key.
    public var name: String
    /// The type its value must have.
    public var type: FieldType
    /// Whether the key must be present.
    public var required: Bool

    /// Creates a field.
    public init(name: String, type: FieldType, required: Bool) {
        self.name = name
        self.type = type
        self.required = required
    }
}
