import Dashboard
import Foundation
import InAppMessaging
import Preview

/// One PNG to take: a message, the preview options and the Liquid inputs, and where it goes.
struct SnapshotShot: Sendable {
    /// The campaign's id (the shot's folder).
    var campaignID: String
    /// The document's title.
    var title: String
    /// The message.
    var message: InAppMessage
    /// Device, orientation, appearance and user.
    var options: PreviewOptions
    /// The Liquid inputs.
    var personalisation: Personalisation
    /// The view types and the library images (as `data:` URLs) the shot is drawn with.
    var renderer: PreviewRenderer

    /// `<campaign>/<device>-<orientation>-<appearance>[-<user>].png`, each part safe as a file name.
    var relativePath: String {
        var name = "\(options.device.rawValue)-\(options.resolvedOrientation(for: message).rawValue)-\(options.appearance.rawValue)"
        if let user = options.user { name += "-\(user)" }
        return SafeFileName.part(campaignID) + "/" + SafeFileName.part(name) + ".png"
    }

    /// The preview document's HTML and its size in points.
    var document: (html: String, width: Int, height: Int) {
        let html = renderer.render(message, options: options, title: title, personalisation: personalisation)
        let frame = DeviceFrame(device: options.device, orientation: options.resolvedOrientation(for: message))
        let size = frame.documentSize(withBridgePanel: message.kind == .html)
        return (html, size.width, size.height)
    }
}
