public import Foundation
public import GRDB

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
    /// Raw values of the message kinds it applies to (a JSON array column).
    public var kinds: [String]
    /// The preview layout (`picker`, `tableList` or `labelled`).
    public var layout: String
    /// The extras schema (a JSON array column of fields).
    public var fields: [Field]
    /// Last save.
    public var updatedAt: Date

    /// The table's columns.
    public enum Columns {
        public static let name = Column(CodingKeys.name)
    }

    /// Creates a record from its parts.
    public init(name: String, kinds: [String], layout: String, fields: [Field], updatedAt: Date = Date()) {
        self.name = name
        self.kinds = kinds
        self.layout = layout
        self.fields = fields
        self.updatedAt = updatedAt
    }
}
