public import CampaignStore
import Foundation

/// Turns the asset-library images a preview names into `data:` URLs, for documents that are
/// shown away from the server (the PNG taken in headless Chromium loads its page from a file).
public enum InlinedImages {
    /// `copies` (remote URL → library path) with each library path replaced by the asset's bytes,
    /// plus each of `urls` that is itself a library path or a URL ending in one. Unknown assets
    /// are left out, so the preview shows its placeholder.
    public static func resolve(_ urls: [String], copies: [String: String], database: AppDatabase) async throws -> [String: String] {
        var resolved: [String: String] = [:]
        var byPath: [String: String?] = [:]
        func dataURL(forPath path: String) async throws -> String? {
            if let known = byPath[path] { return known }
            let segments = path.split(separator: "/", omittingEmptySubsequences: true)
            var value: String?
            if segments.count == 3, segments[0] == "assets", let asset = try await database.asset(id: String(segments[1])) {
                value = "data:\(asset.contentType);base64,\(asset.bytes.base64EncodedString())"
            }
            byPath[path] = value
            return value
        }
        for (url, path) in copies {
            resolved[url] = try await dataURL(forPath: path)
        }
        for url in urls where resolved[url] == nil {
            let path = URLComponents(string: url)?.path ?? url
            guard path.hasPrefix("/assets/") else { continue }
            resolved[url] = try await dataURL(forPath: path)
        }
        return resolved
    }
}
