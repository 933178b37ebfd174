import CampaignServices
import Foundation
import InAppMessaging
import Preview

/// One PNG to take: a campaign's message, the preview options (user and now included), and
/// where it goes.
struct SnapshotShot: Sendable {
    /// The campaign's id (the shot's folder).
    var campaignID: String
    /// The message, its title and campaign.
    var subject: PreviewSubject
    /// Device, orientation, appearance, user, locale and now.
    var options: PreviewOptions
    /// The campaign's other languages (nil: its default texts) whose layout is measured in this
    /// shot's device without a shot of their own, so every run checks every locale.
    var alsoMeasured: [String?] = []
    /// The engine that draws it.
    var engine: SnapshotEngine = .chromium

    /// `<campaign>/[<platform>-]<device>-<orientation>-<appearance>[-<user>][-<locale>][-<text size>][.webkit].png`
    /// (iOS shots keep the names they had before platforms, default texts the names they had
    /// before locales, Chromium shots the names they had before engines), each part safe as a
    /// file name.
    var relativePath: String { path(engine: engine) }

    /// The shot's `relativePath` had it been drawn by `engine`.
    func path(engine: SnapshotEngine) -> String {
        var name = options.platform == .ios ? "" : "\(options.platform.rawValue)-"
        name += "\(options.device.rawValue)-\(options.resolvedOrientation(for: subject.message).rawValue)-\(options.appearance.rawValue)"
        if let user = options.user { name += "-\(user)" }
        if let locale = options.locale { name += "-\(locale)" }
        if let textSize = options.textSize { name += "-\(textSize.text)" }
        if let variant = options.variant { name += variant == "control" ? "-control" : "-variant-\(variant.lowercased())" }
        let suffix = engine == .chromium ? "" : ".\(engine.rawValue)"
        return SafeFileName.part(campaignID) + "/" + SafeFileName.part(name) + suffix + ".png"
    }
}
