import Foundation
import GRDB
import InAppMessaging

/// A stored user profile: its id and name as columns, the rest as the profile's JSON text.
struct UserProfileRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    /// The table name.
    static let databaseTableName = "userProfile"

    /// The profile's id.
    var id: String
    /// The profile's name.
    var name: String
    /// `UserProfile.jsonText`.
    var json: String
    /// Last save.
    var updatedAt: Date

    /// The record of `profile`, saved at `date`.
    init(_ profile: UserProfile, at date: Date) {
        id = profile.id
        name = profile.name
        json = profile.jsonText
        updatedAt = date
    }

    /// The profile it stores; an unreadable row is reported, never a crash.
    func profile() throws -> UserProfile {
        do {
            return try UserProfile(json: try JSONParser.parse(json), defaultID: id)
        } catch {
            throw StoreError.corruptPayload(id: id, reason: error.description)
        }
    }
}

/// A stored content block: Liquid text included by `{{content_blocks.${name}}}`.
struct ContentBlockRecord: Codable, Sendable, FetchableRecord, PersistableRecord {
    /// The table name.
    static let databaseTableName = "contentBlock"

    /// The block's name.
    var name: String
    /// Its Liquid text.
    var source: String
    /// Last save.
    var updatedAt: Date
}
