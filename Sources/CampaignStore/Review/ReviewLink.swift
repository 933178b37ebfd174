public import Foundation

/// A share link that lets someone without an account review one campaign (`/r/TOKEN`).
///
/// The token itself is shown once, when the link is made; the store keeps only its hash.
public struct ReviewLink: Sendable, Hashable, Identifiable {
    /// One opening of the link.
    public struct Opening: Sendable, Hashable {
        /// The name the reviewer gave (`anonymous` when none).
        public var reviewer: String
        /// When.
        public var openedAt: Date
    }

    /// The link's number.
    public var id: Int64
    /// The campaign it reaches (and nothing else).
    public var campaignID: String
    /// The revision it shows; nil follows the latest.
    public var version: Int?
    /// Who made it.
    public var createdBy: String?
    public var createdAt: Date
    public var expiresAt: Date
    /// When it was revoked; nil while it stands.
    public var revokedAt: Date?
    /// Who opened it and when, newest first.
    public var openings: [Opening]
    /// The previews it shows.
    public var matrix: ReviewMatrix = .standard

    /// Whether the link opens at `now`: not revoked and not expired.
    public func isLive(at now: Date) -> Bool { revokedAt == nil && expiresAt > now }
}
