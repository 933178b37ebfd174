public import Foundation

/// A review comment: pinned to a point of one preview cell or to a field of the message, made on
/// one version of the campaign, with its replies, open until someone resolves it.
public struct ReviewComment: Sendable, Hashable, Identifiable {
    /// Where a comment is pinned: a preview cell (and a point of it), or a field. Every part is
    /// optional: a comment with none is on the campaign as a whole.
    public struct Anchor: Sendable, Hashable {
        /// `ios`, `android` or `web`.
        public var platform: String?
        /// The preview device (`phone`, `tablet`, …).
        public var device: String?
        /// The variant's letter, or `control`; nil for the first variant.
        public var variant: String?
        public var locale: String?
        /// `light` or `dark`.
        public var theme: String?
        /// The point, as fractions (0–1) of the cell's width and height.
        public var x: Double?
        public var y: Double?
        /// A field key (`header`, `message`, `button-1`, …).
        public var field: String?

        /// The cell as forms and the API name it, `platform/device/variant/locale/theme` (empty
        /// parts for the first variant, the default texts and light); nil when not on a cell.
        public var cell: String? {
            guard let platform, let device else { return nil }
            return "\(platform)/\(device)/\(variant ?? "")/\(locale ?? "")/\(theme ?? "")"
        }

        /// An anchor.
        public init(
            platform: String? = nil,
            device: String? = nil,
            variant: String? = nil,
            locale: String? = nil,
            theme: String? = nil,
            x: Double? = nil,
            y: Double? = nil,
            field: String? = nil
        ) {
            self.platform = platform
            self.device = device
            self.variant = variant
            self.locale = locale
            self.theme = theme
            self.x = x
            self.y = y
            self.field = field
        }
    }

    /// A reply in a comment's thread.
    public struct Reply: Sendable, Hashable {
        public var id: Int64
        public var author: String
        /// Whether a signed-in user wrote it (else a reviewer through a link, by the name they gave).
        public var signedIn: Bool
        public var body: String
        public var createdAt: Date
    }

    public var id: Int64
    public var campaignID: String
    /// The version it was made on.
    public var version: Int
    public var author: String
    /// Whether a signed-in user wrote it (else a reviewer through a link).
    public var signedIn: Bool
    public var body: String
    public var anchor: Anchor
    public var createdAt: Date
    /// When and by whom it was resolved; nil while open.
    public var resolvedAt: Date?
    public var resolvedBy: String?
    /// Oldest first.
    public var replies: [Reply]
    /// Whether what it looks at (the field's text, or the cell's whole message) has changed since
    /// it was made.
    public var changedSince: Bool

    /// Whether it is still open.
    public var isOpen: Bool { resolvedAt == nil }

    /// The longest comment or reply, in characters.
    public static let maximumLength = 2_000
    /// The most comments and replies one campaign keeps.
    public static let maximumPerCampaign = 500
}
