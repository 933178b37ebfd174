import CampaignServices
import Foundation
import InAppMessaging
import Preview

/// Names of a campaign's preview downloads (its URLs are built by `Paths`).
enum PreviewLinks {
    /// A download name for the PNG:
    /// `<id>-[<platform>-]<device>-<orientation>-<appearance>[-<user>][-<locale>].png` (no
    /// platform part for iOS), safe characters only.
    static func fileName(_ id: String, _ options: PreviewOptions) -> String {
        let platform = options.platform == .ios ? [] : [options.platform.rawValue]
        let parts =
            [id] + platform + [options.device.rawValue, options.orientation?.rawValue ?? "own", options.appearance.rawValue]
            + (options.user.map { [$0] } ?? []) + (options.locale.map { [$0] } ?? [])
        let joined = parts.joined(separator: "-")
        return String(SafeFileName.part(joined).prefix(120)) + ".png"
    }
}
