public import Foundation
public import GRDB

/// One uploaded image of the asset library.
public struct AssetRecord: Codable, Sendable, Hashable, FetchableRecord, PersistableRecord {
    /// The table name.
    public static let databaseTableName = "asset"

    /// Stable id used in the asset's URL.
    public var id: String
    /// The uploaded file's name (sanitised).
    public var filename: String
    /// MIME type recognised from the bytes.
    public var contentType: String
    /// Size in bytes.
    public var size: Int
    /// The image itself.
    public var bytes: Data
    /// When it was uploaded.
    public var createdAt: Date
    /// The remote image URL this asset stands for in previews, if any.
    public var sourceURL: String?

    /// The table's columns.
    public enum Columns {
        public static let id = Column(CodingKeys.id)
        public static let createdAt = Column(CodingKeys.createdAt)
        public static let sourceURL = Column(CodingKeys.sourceURL)
    }

    /// The path the dashboard serves the asset at (usable as an `image_url` once prefixed with the host).
    public var path: String { Self.path(id: id, filename: filename) }

    /// The path an asset with this id and file name is served at.
    static func path(id: String, filename: String) -> String { "/assets/\(id)/\(filename)" }
}
