import GRDB

extension AppDatabase {
    /// Keeps the report of the device log a session was made from (its JSON text).
    public func insertDeviceLogReport(sessionID: String, report: String) async throws {
        try await writer.write { db in
            try db.execute(sql: "INSERT INTO sessionDeviceLog (sessionId, report) VALUES (?, ?)", arguments: [sessionID, report])
        }
    }

    /// The report of the device log a session was made from, or nil for a session made otherwise.
    public func deviceLogReport(sessionID: String) async throws -> String? {
        try await read { db in
            try String.fetchOne(db, sql: "SELECT report FROM sessionDeviceLog WHERE sessionId = ?", arguments: [sessionID])
        }
    }
}
