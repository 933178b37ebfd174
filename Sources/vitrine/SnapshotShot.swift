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
    /// Device, orientation, appearance, user and now.
    var options: PreviewOptions

    /// `<campaign>/[<platform>-]<device>-<orientation>-<appearance>[-<user>].png` (iOS shots keep
    /// the names they had before platforms), each part safe as a file name.
    var relativePath: String {
        var name = options.platform == .ios ? "" : "\(options.platform.rawValue)-"
        name += "\(options.device.rawValue)-\(options.resolvedOrientation(for: subject.message).rawValue)-\(options.appearance.rawValue)"
        if let user = options.user { name += "-\(user)" }
        return SafeFileName.part(campaignID) + "/" + SafeFileName.part(name) + ".png"
    }
}
