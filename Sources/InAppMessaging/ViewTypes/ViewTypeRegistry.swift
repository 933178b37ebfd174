/// The custom view types an app registers, looked up by the `view_type` extra.
///
/// A value type: the store builds one from the registered view types and hands it to the preview
/// renderer and to `Campaign.diagnostics(viewTypes:)`, which every door that saves a campaign runs.
public struct ViewTypeRegistry: Sendable, Hashable {
    /// The extras key that names the view type.
    public static let viewTypeKey = "view_type"

    /// The registered view types by name.
    public private(set) var viewTypes: [String: ViewType]

    /// Creates a registry holding `viewTypes` (a later one replaces an earlier one of the same name).
    public init(_ viewTypes: [ViewType] = []) {
        self.viewTypes = [:]
        for viewType in viewTypes { register(viewType) }
    }

    /// The registry of the two view types from Braze's guide: `picker` and `table_list`.
    public static let builtIn = ViewTypeRegistry([.picker, .tableList])

    /// Adds or replaces a view type.
    public mutating func register(_ viewType: ViewType) {
        viewTypes[viewType.name] = viewType
    }

    /// The view type a message's extras select, if it is registered and fits the message's kind.
    public func viewType(for message: InAppMessage) -> ViewType? {
        guard let name = message.extra(Self.viewTypeKey), let viewType = viewTypes[name],
            viewType.kinds.contains(message.kind)
        else { return nil }
        return viewType
    }

    /// Checks extras against the schema of the view type they name; extras without `view_type`
    /// have no schema and pass. Problems come in a stable order: `view_type` first, then fields.
    public func validate(extras: JSONObject, kind: MessageKind? = nil) -> [FieldProblem] {
        guard let name = extras[Self.viewTypeKey]?.text else { return [] }
        guard let viewType = viewTypes[name] else {
            let known = viewTypes.keys.sorted().joined(separator: ", ")
            return [FieldProblem(key: Self.viewTypeKey, message: "unknown view type \"\(name)\"; registered: \(known)")]
        }
        var problems: [FieldProblem] = []
        if let kind, !viewType.kinds.contains(kind) {
            let kinds = viewType.kinds.map(\.rawValue).joined(separator: ", ")
            problems.append(FieldProblem(key: Self.viewTypeKey, message: "view type \"\(name)\" applies to \(kinds) messages, not \(kind.rawValue)"))
        }
        for field in viewType.fields {
            guard let value = extras[field.name]?.text, !value.trimmingWhitespace.isEmpty else {
                if field.required {
                    problems.append(FieldProblem(key: field.name, message: "required by view type \"\(name)\""))
                }
                continue
            }
            if let message = field.type.problem(with: value) {
                problems.append(FieldProblem(key: field.name, message: message))
            }
        }
        return problems
    }
}

extension ExtrasField.FieldType {
    /// Why `value` is not of this type, or nil when it is.
    func problem(with value: String) -> String? {
        switch self {
        case .string:
            return nil
        case .number:
            return Double(value.trimmingWhitespace).map { $0.isFinite } == true ? nil : "expected a number, got \"\(value)\""
        case .boolean:
            return ["true", "false"].contains(value.lowercased()) ? nil : "expected true or false, got \"\(value)\""
        case .url:
            return Self.hasScheme(value) ? nil : "expected an absolute URL such as https://…, got \"\(value)\""
        }
    }

    private static func hasScheme(_ value: String) -> Bool {
        guard let colon = value.firstIndex(of: ":"), colon != value.startIndex,
            value.index(after: colon) != value.endIndex
        else { return false }
        return value[..<colon].allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
            && !value.contains(" ")
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    package var trimmingWhitespace: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[first...last]
    }
}
