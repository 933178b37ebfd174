import CampaignStore
import InAppMessaging
import Preview

extension AppDatabase {
    /// The built-in view types plus the ones registered in the dashboard.
    func viewTypeRegistry() async throws -> ViewTypeRegistry {
        var registry = ViewTypeRegistry.builtIn
        for record in try await viewTypes() {
            registry.register(ViewType(record: record))
        }
        return registry
    }
}

extension ViewType {
    /// The view type a stored record describes (unknown kinds, layouts and field types are skipped).
    init(record: ViewTypeRecord) {
        self.init(
            name: record.name,
            kinds: record.kindList.compactMap(MessageKind.init(rawValue:)),
            fields: record.fieldList.compactMap { field in
                ExtrasField.FieldType(rawValue: field.type).map { ExtrasField(name: field.name, type: $0, required: field.required) }
            },
            layout: Layout(rawValue: record.layout) ?? .labelled
        )
    }
}
