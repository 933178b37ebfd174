import Foundation
import GRDB

/// A custom view type registered by the developers: which extras it reads and how it is laid out.
public struct ViewTypeRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    /// The table name.
    public static let databaseTableName = "viewType"

    /// One extras field of the view type's schema.
    public struct Field: Codable, Sendable, Hashable {
        /// The extras key.
        public var name: String
        /// string, number, boolean or url.
        public var type: String
        /// Whether a campaign using the view type must set it.
        public var required: Bool

        /// Creates a field.
        public init(name: String, type: String, required: Bool) {
            self.name = name
            self.type = type
            self.required = required
        }
    }

    /// The `view_type` extras value that selects it.
    public var name: String
    /// Message kinds it applies to, comma-separated raw values.
    public var kinds: String
    /// The preview layout (`picker`, `tableList` or `labelled`).
    public var layout: String
    /// The schema as JSON (an array of fields).
    public var fields: String
    /// Last save.
    public var updatedAt: Date

    /// The table's columns.
    public enum Columns {
        public static let name = Column(CodingKeys.name)
    }

    /// Creates a record from its parts.
    public init(name: String, kinds: [String], layout: String, fields: [Field], updatedAt: Date = Date()) {
        self.name = name
        self.kinds = kinds.joined(separator: ",")
        self.layout = layout
        self.fields = String(decoding: (try? JSONEncoder().encode(fields)) ?? Data("[]".utf8), as: UTF8.self)
        self.updatedAt = updatedAt
    }

    /// The kinds as a list.
    public var kindList: [String] { kinds.split(separator: ",").map(String.init) }

    /// The schema's fields (empty when the stored JSON is unreadable).
    public var fieldList: [Field] { (try? JSONDecoder().decode([Field].self, from: Data(fields.utf8))) ?? [] }
}

extension AppDatabase {
    /// Every registered view type, by name.
    public func viewTypes() async throws -> [ViewTypeRecord] {
        if let cached = cache.viewTypes() { return cached }
        let generation = cache.generation
        let records = try await writer.read { db in try ViewTypeRecord.order(ViewTypeRecord.Columns.name).fetchAll(db) }
        cache.store(viewTypes: records, readAt: generation)
        return records
    }

    /// The view type with this name, if registered.
    public func viewType(named name: String) async throws -> ViewTypeRecord? {
        try await writer.read { db in try ViewTypeRecord.fetchOne(db, key: name) }
    }

    /// Creates or replaces a view type.
    public func saveViewType(_ record: ViewTypeRecord) async throws {
        try await write { db in try record.save(db) }
    }

    /// Removes a view type.
    public func deleteViewType(named name: String) async throws {
        try await write { db in
            guard try ViewTypeRecord.deleteOne(db, key: name) else { throw StoreError.notFound(name) }
        }
    }
}
