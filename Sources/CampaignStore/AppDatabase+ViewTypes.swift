import GRDB
public import InAppMessaging

extension AppDatabase {
    /// Every registered view type, by name; a stored schema that is not valid JSON throws.
    public func viewTypes() async throws -> [ViewTypeRecord] {
        if let cached = cache.viewTypes() { return cached }
        let generation = cache.generation
        let records = try await read { db in try ViewTypeRecord.order(ViewTypeRecord.Columns.name).fetchAll(db) }
        cache.store(viewTypes: records, readAt: generation)
        return records
    }

    /// The view type with this name, if registered.
    public func viewType(named name: String) async throws -> ViewTypeRecord? {
        try await read { db in try ViewTypeRecord.fetchOne(db, key: name) }
    }

    /// Creates or replaces a view type.
    public func saveViewType(_ record: ViewTypeRecord) async throws {
        try await write { db in try record.save(db) }
    }

    /// Removes a view type.
    public func deleteViewType(named name: String) async throws {
        try await write { db in
            guard try ViewTypeRecord.deleteOne(db, key: name) else { throw StoreError.viewTypeNotFound(name) }
        }
    }

    /// The built-in view types plus the registered ones: what campaign diagnostics and previews check extras against.
    public func viewTypeRegistry() async throws -> ViewTypeRegistry {
        var registry = ViewTypeRegistry.builtIn
        for record in try await viewTypes() {
            registry.register(ViewType(record: record))
        }
        return registry
    }
}

extension ViewType {
    /// The view type a stored record describes (kinds, layouts and field types this version does not know are skipped).
    public init(record: ViewTypeRecord) {
        self.init(
            name: record.name,
            kinds: record.kinds.compactMap(MessageKind.init(rawValue:)),
            fields: record.fields.compactMap { field in
                ExtrasField.FieldType(rawValue: field.type).map { ExtrasField(name: field.name, type: $0, required: field.required) }
            },
            layout: Layout(rawValue: record.layout) ?? .labelled
        )
    }
}
