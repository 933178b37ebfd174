import CampaignStore
import Foundation
import InAppMessaging
import Preview

/// A review comment as a form posts it (the review page, the editor, the review links page, and
/// the API's JSON mapped to the same names): `body`, and where it is pinned: `cell`
/// (`platform/device/variant`), `x` and `y` (fractions of the cell) or `field`.
struct ReviewCommentForm: Sendable {
    let body: String
    let anchor: ReviewComment.Anchor

    /// Stores the comment, made by `author` on `version` of the campaign (as `campaign` was then),
    /// with the fingerprint of what it looks at; its number.
    func save(to database: AppDatabase, campaign: Campaign, version: Int, author: String, signedIn: Bool) async throws -> Int64 {
        try await database.addComment(
            campaignID: campaign.id,
            version: version,
            author: author,
            signedIn: signedIn,
            body: body,
            anchor: anchor,
            fingerprint: campaign.reviewFingerprint(variant: anchor.variant, field: anchor.field, locale: anchor.locale)
        )
    }

    /// The posted comment, or a message naming the field that is wrong.
    static func parse(_ fields: FormData, campaign: Campaign) -> Result<ReviewCommentForm, ReviewCommentError> {
        let body: String
        switch parseBody(fields) {
        case .success(let text): body = text
        case .failure(let error): return .failure(error)
        }
        var anchor = ReviewComment.Anchor()
        let cell = fields.text("cell")
        if !cell.isEmpty {
            let parts = cell.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 3 || parts.count == 5, let platform = Platform(rawValue: parts[0]),
                let device = DeliveryConfiguration.Device(rawValue: parts[1]), PreviewOptions.devices(for: platform).contains(device)
            else {
                return .failure(ReviewCommentError(field: "cell", "expected platform/device/variant/locale/theme, such as android/phone/A/fr/dark"))
            }
            guard parts[2].isEmpty || campaign.outcome(named: parts[2]) != nil else {
                return .failure(ReviewCommentError(field: "cell", "the campaign has no variant \"\(parts[2].prefix(20))\""))
            }
            let locale = parts.count == 5 ? parts[3] : ""
            let theme = parts.count == 5 ? parts[4] : ""
            guard locale.isEmpty || campaign.translations.locales.contains(locale) else {
                return .failure(ReviewCommentError(field: "cell", "the campaign has no locale \"\(locale.prefix(20))\""))
            }
            guard ["", "light", "dark"].contains(theme) else { return .failure(ReviewCommentError(field: "cell", "the theme is light or dark")) }
            anchor.platform = platform.rawValue
            anchor.device = device.rawValue
            anchor.variant = parts[2].isEmpty ? nil : parts[2]
            anchor.locale = locale.isEmpty ? nil : locale
            anchor.theme = theme == "dark" ? "dark" : nil
            for (name, keyPath) in [("x", \ReviewComment.Anchor.x), ("y", \ReviewComment.Anchor.y)] {
                let text = fields.text(name)
                guard !text.isEmpty else { continue }
                guard let value = Double(text), (0...1).contains(value) else {
                    return .failure(ReviewCommentError(field: name, "a fraction of the preview, from 0 to 1"))
                }
                anchor[keyPath: keyPath] = value
            }
        }
        let field = fields.text("field")
        if !field.isEmpty {
            guard Campaign.reviewFields(buttonCount: 2).contains(where: { $0.key == field }) else {
                return .failure(ReviewCommentError(field: "field", "one of header, message, button-1, button-2"))
            }
            anchor.field = field
        }
        return .success(ReviewCommentForm(body: body, anchor: anchor))
    }

    /// The posted `body` without control characters but line ends and tabs: not empty, at most
    /// `ReviewComment.maximumLength` characters.
    static func parseBody(_ fields: FormData) -> Result<String, ReviewCommentError> {
        let kept = fields.text("body").unicodeScalars.filter { $0 == "\n" || $0 == "\t" || !CharacterSet.controlCharacters.contains($0) }
        let body = String(String.UnicodeScalarView(kept)).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !body.isEmpty else { return .failure(ReviewCommentError(field: "body", "write the comment")) }
        guard body.count <= ReviewComment.maximumLength else {
            return .failure(ReviewCommentError(field: "body", "at most \(ReviewComment.maximumLength) characters, not \(body.count)"))
        }
        return .success(body)
    }
}

/// What is wrong with a posted comment, and in which field.
struct ReviewCommentError: Error, Sendable {
    let field: String
    let reason: String

    init(field: String, _ reason: String) {
        self.field = field
        self.reason = reason
    }

    /// `field: reason.`
    var message: String { "\(field): \(reason)." }
}
