import Foundation
import GRDB

/// Why an upload was refused.
public enum AssetError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Larger than the limit.
    case tooLarge(size: Int, limit: Int)
    /// Not a PNG, JPEG, GIF or WebP image.
    case unsupportedType
    /// No bytes.
    case empty

    /// A one-line description.
    public var description: String {
        switch self {
        case .tooLarge(let size, let limit): return "the file is \(size) bytes; the limit is \(limit) bytes"
        case .unsupportedType: return "the file is not a PNG, JPEG, GIF or WebP image"
        case .empty: return "the file is empty"
        }
    }
}

/// An asset's listing fields, without its bytes.
public struct AssetInfo: Sendable, Hashable {
    /// Stable id used in the asset's URL.
    public var id: String
    /// The stored file name.
    public var filename: String
    /// MIME type recognised from the bytes.
    public var contentType: String
    /// Size in bytes.
    public var size: Int
    /// When it was uploaded.
    public var createdAt: Date

    /// The path the dashboard serves the asset at.
    public var path: String { "/assets/\(id)/\(filename)" }
}

extension AppDatabase {
    /// The largest image the asset library accepts.
    public static let assetSizeLimit = 5 * 1024 * 1024

    /// Stores an uploaded image after checking its size and its type from the bytes.
    public func insertAsset(bytes: [UInt8], filename: String, at date: Date = Date()) async throws -> AssetRecord {
        guard !bytes.isEmpty else { throw AssetError.empty }
        guard bytes.count <= Self.assetSizeLimit else { throw AssetError.tooLarge(size: bytes.count, limit: Self.assetSizeLimit) }
        guard let type = ImageType.detect(bytes) else { throw AssetError.unsupportedType }
        let record = AssetRecord(
            id: UUID().uuidString.lowercased(),
            filename: Self.safeFilename(filename, type: type),
            contentType: type.contentType,
            size: bytes.count,
            bytes: Data(bytes),
            createdAt: date
        )
        try await write { db in try record.insert(db) }
        return record
    }

    /// The asset with this id, bytes included.
    public func asset(id: String) async throws -> AssetRecord? {
        try await writer.read { db in try AssetRecord.fetchOne(db, key: id) }
    }

    /// Every asset, newest first, without the image bytes (the library and the editor only list them).
    public func assets() async throws -> [AssetInfo] {
        try await writer.read { db in
            let columns: [any SQLSelectable] = [Column("id"), Column("filename"), Column("contentType"), Column("size"), Column("createdAt")]
            return try Row.fetchAll(db, AssetRecord.select(columns).order(AssetRecord.Columns.createdAt.desc)).map { row in
                AssetInfo(id: row["id"], filename: row["filename"], contentType: row["contentType"], size: row["size"], createdAt: row["createdAt"])
            }
        }
    }

    /// Deletes an asset.
    public func deleteAsset(id: String) async throws {
        try await write { db in
            guard try AssetRecord.deleteOne(db, key: id) else { throw StoreError.assetNotFound(id) }
        }
    }

    /// Keeps letters, digits, dots, dashes and underscores; gives the name the detected extension.
    static func safeFilename(_ name: String, type: ImageType) -> String {
        let base = (name as NSString).deletingPathExtension
        let kept = String(
            base.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || "-_".unicodeScalars.contains($0) ? Character($0) : "-" }
        )
        .trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        let stem = kept.isEmpty ? "image" : String(kept.prefix(80))
        return "\(stem).\(type == .jpeg ? "jpg" : type.rawValue)"
    }
}
