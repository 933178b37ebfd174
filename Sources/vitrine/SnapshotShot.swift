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
    /// shot's variant without a shot of their own, so every run checks every locale.
    var alsoMeasured: [String?] = []

    /// `<campaign>/[<platform>-]<device>-<orientation>-<appearance>[-<user>][-<locale>].png`
    /// (iOS shots keep the names they had before platforms, default texts the names they had
    /// before locales), each part safe as a file name.
    var relativePath: String {
        var name = options.platform == .ios ? "" : "\(options.platform.rawValue)-"
        name += "\(options.device.rawValue)-\(options.resolvedOrientation(for: subject.message).rawValue)-\(options.appearance.rawValue)"
        if let user = options.user { name += "-\(user)" }
        if let locale = options.locale { name += "-\(locale)" }
        return SafeFileName.part(campaignID) + "/" + SafeFileName.part(name) + ".png"
    }
}
