import Foundation
import InAppMessaging
import Testing

@testable import CampaignStore

/// What Liquid iterates keeps the order the JSON gave it through the store:
/// a profile's attributes and a session's user and event properties, written to SQLite on disk and
/// read back by a second connection, so no cache answers.
@Suite struct KeyOrderStorageTests {
    /// A database file in a fresh folder, opened twice: once to write, once to read.
    static func twoConnections() throws -> (writer: AppDatabase, reader: () throws -> AppDatabase, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-\(UUID().uuidString)")
        let path = folder.appendingPathComponent("vitrine.sqlite").path
        return (try AppDatabase.openOnDisk(path: path), { try AppDatabase.openOnDisk(path: path) }, folder)
    }

    @Test func aStoredProfileReadsBackInItsOrder() async throws {
        let (writer, reader, folder) = try Self.twoConnections()
        defer { try? FileManager.default.removeItem(at: folder) }
        let profile = try UserProfile(
            json: JSONParser.parse(
                #"{"id": "ada", "attributes": {"last_name": "L", "first_name": "A"}, "custom_attributes": {"zeta": 1, "alpha": {"y": 1, "b": 2}, "mid": [3]}, "most_recently_used_device": {"platform": "ios", "model": "x"}}"#
            )
        )
        try await writer.saveUserProfiles([profile])
        let stored = try #require(try await reader().userProfile(id: "ada"))
        #expect(Array(stored.attributes.keys) == ["last_name", "first_name"])
        #expect(Array(stored.customAttributes.keys) == ["zeta", "alpha", "mid"])
        #expect(stored.customAttributes["alpha"] == .object(["y": .int(1), "b": .int(2)]))
        guard case .object(let nested)? = stored.customAttributes["alpha"] else { return #expect(Bool(false)) }
        #expect(Array(nested.keys) == ["y", "b"])
        #expect(Array(stored.device.keys) == ["platform", "model"])
        let message = try InAppMessage(
            wire: JSONParser.parse(#"{"type": "SLIDEUP", "message": "{% for pair in custom_attribute %}{{ pair[0] }};{% endfor %}"}"#)
        )
        guard case .slideup(let slideup) = message.personalised(with: Personalisation(user: stored)).message.content else {
            return #expect(Bool(false))
        }
        #expect(slideup.message == "zeta;alpha;mid;")
    }

    @Test func aSessionsUserAndEventPropertiesReadBackInTheirOrder() async throws {
        let (writer, reader, folder) = try Self.twoConnections()
        defer { try? FileManager.default.removeItem(at: folder) }
        let user = try UserProfile(json: JSONParser.parse(#"{"id": "ada", "custom_attributes": {"tier": "gold", "beta": true}}"#))
        let events = try [
            #"{"at": 0, "type": "session_start"}"#,
            #"{"at": 1, "type": "custom_event", "name": "checkout", "properties": {"zeta": 1, "alpha": 2, "mid": 3}}"#,
            #"{"at": 2, "type": "purchase", "product_id": "p", "price": 1, "currency": "EUR", "quantity": 1, "properties": {"z": 1, "a": 2}}"#,
        ].map { try DeviceEvent(json: JSONParser.parse($0)) }
        let session = try await writer.insertSession(name: "order", configuration: DeliveryConfiguration(user: user), campaigns: [], events: events)
        let database = try reader()
        let stored = try #require(try await database.session(id: session.id))
        #expect(Array(try #require(stored.configuration.user).customAttributes.keys) == ["tier", "beta"])
        let readBack = try await database.sessionEvents(id: session.id)
        #expect(readBack == events)
        guard case .customEvent(_, let properties) = readBack[1].payload, case .purchase(let purchase) = readBack[2].payload else {
            return #expect(Bool(false), "\(readBack)")
        }
        #expect(Array(properties.keys) == ["zeta", "alpha", "mid"])
        #expect(Array(purchase.properties.keys) == ["z", "a"])
    }
}
