public import Foundation
public import GRDB
import InAppMessaging

/// One row of the `campaign` table: the current wire JSON plus listing columns and a version.
public struct CampaignRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    /// The table name.
    public static let databaseTableName = "campaign"

    /// Campaign id.
    public var id: String
    /// Campaign name, for listing and search.
    public var name: String
    /// The message kind (`MessageKind` raw value).
    public var kind: String
    /// `CampaignStatus` raw value.
    public var status: String
    /// Tags joined by newlines, for filtering.
    public var tags: String
    /// Lower-cased name, message text, extras keys and values and translated texts, for search.
    public var searchText: String
    /// The campaign envelope as canonical wire JSON.
    public var payload: String
    /// Incremented on every save; edits carry the version they started from.
    public var version: Int
    /// When the campaign was first stored.
    public var createdAt: Date
    /// When the campaign was last saved.
    public var updatedAt: Date

    /// The table's columns.
    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let name = Column(CodingKeys.name)
        public static let kind = Column(CodingKeys.kind)
        public static let status = Column(CodingKeys.status)
        public static let tags = Column(CodingKeys.tags)
        public static let searchText = Column(CodingKeys.searchText)
        public static let version = Column(CodingKeys.version)
        public static let updatedAt = Column(CodingKeys.updatedAt)
    }
}

extension CampaignRecord {
    /// Builds the record of a campaign at a version and time.
    init(campaign: Campaign, version: Int, createdAt: Date, updatedAt: Date) {
        self.init(
            id: campaign.id,
            name: campaign.name,
            kind: campaign.message.kind.rawValue,
            status: campaign.status.rawValue,
            tags: campaign.tags.joined(separator: "\n"),
            searchText: Self.searchText(of: campaign),
            payload: JSONWriter.write(campaign.wireValue),
            version: version,
            createdAt: createdAt,
            updatedAt: updatedAt
        )
    }

    /// Decodes the stored envelope back to a campaign.
    func campaign() throws -> Campaign {
        try Self.decodePayload(payload, id: id)
    }

    /// Decodes a stored envelope; an unreadable one is `StoreError.corruptPayload`, never a crash.
    static func decodePayload(_ payload: String, id: String) throws -> Campaign {
        do {
            return try Campaign(wire: try JSONParser.parse(payload))
        } catch {
            throw StoreError.corruptPayload(id: id, reason: error.description)
        }
    }

    /// The text a search looks in: name, every variant's name and message texts, extras keys and values, translated texts.
    static func searchText(of campaign: Campaign) -> String {
        var parts = [campaign.name]
        for variant in campaign.variants {
            parts.append(variant.name)
            switch variant.message.content {
            case .slideup(let slideup): parts.append(slideup.message)
            case .modal(let text), .full(let text): parts += [text.header ?? "", text.message]
            case .html(let html): parts.append(html.html)
            case .modalImage, .fullImage, .control: break
            }
            parts += variant.message.buttons.map(\.text)
            for (key, value) in variant.message.extras.sorted(by: { $0.key < $1.key }) {
                parts += [key, value.text]
            }
        }
        for locale in campaign.translations.locales {
            parts += (campaign.translations.texts[locale] ?? [:]).sorted { $0.key < $1.key }.map(\.value)
        }
        return parts.joined(separator: "\n").lowercased()
    }
}
