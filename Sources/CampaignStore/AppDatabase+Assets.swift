public import Foundation
import GRDB

/// Why an upload was refused.
public enum AssetError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Larger than the limit.
    case tooLarge(size: Int, limit: Int)
    /// Not a PNG, JPEG, GIF or WebP image.
    case unsupportedType
    /// No bytes.
    case empty
    /// The URL it stands for is not an absolute `http:` or `https:` URL of at most 2,048 characters.
    case badSourceURL(String)

    /// A one-line description.
    public var description: String {
        switch self {
        case .tooLarge(let size, let limit): return "the file is \(size) bytes; the limit is \(limit) bytes"
        case .unsupportedType: return "the file is not a PNG, JPEG, GIF or WebP image"
        case .empty: return "the file is empty"
        case .badSourceURL(let url): return "“\(url.prefix(80))” is not an http: or https: URL of at most 2,048 characters"
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
    /// The remote image URL it stands for in previews, if any.
    public var sourceURL: String?

    /// The path the dashboard serves the asset at.
    public var path: String { AssetRecord.path(id: id, filename: filename) }
}

extension AppDatabase {
    /// The largest image the asset library accepts.
    public static let assetSizeLimit = 5 * 1024 * 1024

    /// Checks what the store requires of any asset: not empty, a well-formed `sourceURL` when
    /// given, and at most `assetSizeLimit` bytes.
    public static func checkAsset(bytes: [UInt8], sourceURL: String?) throws(AssetError) {
        guard !bytes.isEmpty else { throw AssetError.empty }
        if let sourceURL, !isRemoteImageURL(sourceURL) { throw AssetError.badSourceURL(sourceURL) }
        guard bytes.count <= assetSizeLimit else { throw AssetError.tooLarge(size: bytes.count, limit: assetSizeLimit) }
    }

    /// Stores an image whose type the caller read from its bytes, under a file name already made
    /// safe. With a `sourceURL`, previews show it wherever a message names that URL; an earlier
    /// asset standing for the same URL stops doing so.
    public func insertAsset(
        bytes: [UInt8],
        filename: String,
        contentType: String,
        sourceURL: String? = nil,
        at date: Date = Date()
    ) async throws -> AssetRecord {
        try Self.checkAsset(bytes: bytes, sourceURL: sourceURL)
        let record = AssetRecord(
            id: UUID().uuidString.lowercased(),
            filename: filename,
            contentType: contentType,
            size: bytes.count,
            bytes: Data(bytes),
            createdAt: date,
            sourceURL: sourceURL
        )
        try await write { db in
            if let sourceURL {
                try AssetRecord.filter(AssetRecord.Columns.sourceURL == sourceURL).updateAll(db, AssetRecord.Columns.sourceURL.set(to: nil))
            }
            try record.insert(db)
        }
        return record
    }

    /// The library copies of these remote URLs: each URL an asset stands for, mapped to the
    /// asset's path. URLs without one are left out.
    public func libraryImages(for urls: [String]) async throws -> [String: String] {
        guard urls.contains(where: Self.isRemoteImageURL) else { return [:] }
        let sources = try await assetSources()
        return Dictionary(urls.compactMap { url in sources[url].map { (url, $0) } }) { first, _ in first }
    }

    /// Every remote URL an asset stands for, mapped to the asset's path: from the read cache while
    /// nothing changed (previews ask on every request).
    private func assetSources() async throws -> [String: String] {
        if let cached = cache.assetSources() { return cached }
        let generation = cache.generation
        let sources = try await read { db in
            let rows = try Row.fetchAll(
                db,
                AssetRecord.select(Column("id"), Column("filename"), Column("sourceURL")).filter(AssetRecord.Columns.sourceURL != nil)
            )
            return Dictionary(rows.map { (($0["sourceURL"] as String), AssetRecord.path(id: $0["id"], filename: $0["filename"])) }) { first, _ in
                first
            }
        }
        cache.store(assetSources: sources, readAt: generation)
        return sources
    }

    /// Printable ASCII that RFC 3986 still forbids in a URL.
    private static let unsafeURLBytes = Set("\"<>\\^`{|}".utf8)

    /// True for absolute `http:` and `https:` URLs of at most 2,048 characters with a host, made
    /// only of the characters RFC 3986 allows (no spaces, quotes or angle brackets).
    public static func isRemoteImageURL(_ url: String) -> Bool {
        let allowed = (UInt8(ascii: "!")...UInt8(ascii: "~"))
        guard url.utf8.count <= 2048, url.utf8.allSatisfy({ allowed.contains($0) && !unsafeURLBytes.contains($0) }),
            let components = URLComponents(string: url), let scheme = components.scheme?.lowercased()
        else { return false }
        return (scheme == "https" || scheme == "http") && !(components.host ?? "").isEmpty
    }

    /// The asset with this id, bytes included.
    public func asset(id: String) async throws -> AssetRecord? {
        try await read { db in try AssetRecord.fetchOne(db, key: id) }
    }

    /// Every asset, newest first, without the image bytes (the library and the editor only list them).
    public func assets() async throws -> [AssetInfo] {
        try await read { db in
            let columns: [any SQLSelectable] = [
                Column("id"), Column("filename"), Column("contentType"), Column("size"), Column("createdAt"), Column("sourceURL"),
            ]
            return try Row.fetchAll(db, AssetRecord.select(columns).order(AssetRecord.Columns.createdAt.desc)).map { row in
                AssetInfo(
                    id: row["id"],
                    filename: row["filename"],
                    contentType: row["contentType"],
                    size: row["size"],
                    createdAt: row["createdAt"],
                    sourceURL: row["sourceURL"]
                )
            }
        }
    }

    /// Deletes an asset.
    public func deleteAsset(id: String) async throws {
        try await write { db in
            guard try AssetRecord.deleteOne(db, key: id) else { throw StoreError.assetNotFound(id) }
        }
    }
}
