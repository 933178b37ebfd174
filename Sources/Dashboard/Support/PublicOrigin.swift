import CampaignServices
import CampaignStore
import Foundation
import Hummingbird

/// The scheme, host and port users reach the dashboard at, for the absolute URLs it shows (asset
/// links to paste as `image_url`): the configured public URL, else the request's `Host` with the
/// scheme a TLS-terminating proxy forwards in `X-Forwarded-Proto` (plain `http` without one).
struct PublicOrigin: Sendable {
    /// `VITRINE_PUBLIC_URL`, when set.
    let configured: String?
    /// The prefix the app is served under, added after the origin.
    var basePath: BasePath = .root

    /// The forwarded-scheme header of reverse proxies.
    static let forwardedProto = HTTPFields.Element.Name("X-Forwarded-Proto")!

    /// The origin for links in the answer to `request`, with the base path and without a
    /// trailing slash: app paths are appended to it.
    func origin(of request: Request) -> String {
        serverOrigin(of: request) + basePath.prefix
    }

    /// The configured public URL with the base path, when one is configured: where exports point
    /// library image URLs (`LibraryImageURLs`).
    var configuredOrigin: String? {
        guard let configured, !configured.isEmpty else { return nil }
        return (configured.hasSuffix("/") ? String(configured.dropLast()) : configured) + basePath.prefix
    }

    /// The library image URLs of an export, pointed at the configured public URL; nil when none
    /// is configured (the URLs are written as stored).
    func exportImageURLs(_ database: AppDatabase) async throws -> LibraryImageURLs? {
        guard let configuredOrigin else { return nil }
        return try await LibraryImageURLs.load(origin: configuredOrigin, from: database)
    }

    /// The scheme, host and port alone.
    func serverOrigin(of request: Request) -> String {
        if let configured, !configured.isEmpty {
            return configured.hasSuffix("/") ? String(configured.dropLast()) : configured
        }
        let forwarded = request.headers[Self.forwardedProto]?.split(separator: ",").first?
            .trimmingCharacters(in: .whitespaces).lowercased()
        let scheme = forwarded == "https" ? "https" : "http"
        let host = request.head.authority.flatMap { Self.isPlainHost($0) ? $0 : nil } ?? "127.0.0.1:8080"
        return scheme + "://" + host
    }

    /// Whether a `Host` value is only a name or address and a port (nothing that could break out of a URL).
    private static func isPlainHost(_ host: String) -> Bool {
        !host.isEmpty && host.utf8.allSatisfy { $0.isASCIILetterOrDigit(or: ".-:[]") }
    }
}
