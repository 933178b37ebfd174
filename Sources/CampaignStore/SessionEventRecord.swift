public import GRDB

/// One row of the append-only `sessionEvent` table: an event of a session's log, by position.
public struct SessionEventRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    /// The table name.
    public static let databaseTableName = "sessionEvent"

    /// The session the event belongs to.
    public var sessionId: String
    /// Zero-based position in the log.
    public var sequence: Int
    /// The event as JSON (`{"at", "type", …}`).
    public var payload: String

    /// The table's columns.
    public enum Columns {
        public static let sessionId = Column(CodingKeys.sessionId)
        public static let sequence = Column(CodingKeys.sequence)
    }
}
