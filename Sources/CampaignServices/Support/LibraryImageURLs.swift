public import CampaignStore
import Foundation
public import InAppMessaging

/// Points the asset-library images a campaign names at the dashboard's public URL, for exports:
/// an image URL copied from the Assets page while the dashboard was reached at another address
/// (`http://127.0.0.1:8080/assets/ID/banner.png`), or written as a bare path
/// (`/assets/ID/banner.png`), is written as `PUBLIC/assets/ID/banner.png`.
///
/// A URL is a library URL when its path ends in `assets/ID/FILE` and ID is an asset of the
/// library; every other URL is left as it is.
public struct LibraryImageURLs: Sendable {
    /// The public URL with the base path, without a trailing slash (`https://vitrine.example.com/tools`).
    public let origin: String
    /// The ids of the library's assets.
    let assetIDs: Set<String>

    /// Rewrites against `origin` for the assets `assetIDs`.
    public init(origin: String, assetIDs: Set<String>) {
        self.origin = origin.hasSuffix("/") ? String(origin.dropLast()) : origin
        self.assetIDs = assetIDs
    }

    /// Rewrites against `origin` for the assets stored in `database`.
    public static func load(origin: String, from database: AppDatabase) async throws -> LibraryImageURLs {
        LibraryImageURLs(origin: origin, assetIDs: Set(try await database.assets().map(\.id)))
    }

    /// `url` under `origin` when it names a library asset, else `url` unchanged.
    public func rewritten(_ url: String) -> String {
        let path = URLComponents(string: url)?.path ?? url
        let segments = path.split(separator: "/")
        guard segments.count >= 3, segments[segments.count - 3] == "assets", assetIDs.contains(String(segments[segments.count - 2])) else {
            return url
        }
        return origin + "/assets/" + segments[segments.count - 2] + "/" + segments[segments.count - 1]
    }

    /// The campaign with its message's library image URLs rewritten.
    public func rewritten(_ campaign: Campaign) -> Campaign {
        var copy = campaign
        copy.message = campaign.message.mappingAssetURLs(rewritten)
        return copy
    }
}
