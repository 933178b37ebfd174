public import Foundation
public import GRDB

/// One row of the `deviceSession` table: a simulated device's configuration, the snapshot of the
/// campaigns in play, and the length of its event log.
public struct SessionRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    /// The table name.
    public static let databaseTableName = "deviceSession"

    /// Session id (`session-` and 8 hexadecimal digits).
    public var id: String
    /// What the user called it.
    public var name: String
    /// The delivery configuration as JSON (a scenario's `configuration` object).
    public var configuration: String
    /// The campaigns in play, a JSON array of envelopes snapshotted when the session was created.
    public var campaigns: String
    /// How many events the log holds (the next event's sequence number).
    public var eventCount: Int
    /// When the session was created.
    public var createdAt: Date
    /// When an event was last appended (or the session last changed).
    public var updatedAt: Date
    /// The username of who created it (`ActingUser`); nil for the command line's and for
    /// sessions made before sessions had owners.
    public var owner: String?

    /// The table's columns.
    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let eventCount = Column(CodingKeys.eventCount)
        public static let createdAt = Column(CodingKeys.createdAt)
        public static let updatedAt = Column(CodingKeys.updatedAt)
    }
}

extension SessionRecord {
    /// The listing columns.
    var summary: SessionSummary {
        SessionSummary(id: id, name: name, eventCount: eventCount, createdAt: createdAt, updatedAt: updatedAt, owner: owner)
    }
}
