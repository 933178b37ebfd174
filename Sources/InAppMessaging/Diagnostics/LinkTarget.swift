/// A URL a message opens or loads, with its JSON path: what a link check requests and what
/// the unsafe-URL rule reads.
public struct LinkTarget: Sendable, Hashable {
    /// What the device does with the URL.
    public enum Role: String, Sendable, Hashable {
        /// Downloaded and shown: the message's image.
        case image
        /// Downloaded before an HTML message shows: one of its assets or its zipped assets.
        case asset
        /// Opened when tapped: the click URI or a button's URI.
        case link
    }

    /// The URL as written.
    public var url: String
    /// Where it sits in the message.
    public var path: JSONPath
    /// What the device does with it.
    public var role: Role
    /// The URL's place in words: "the click URI", "button 1's URI", "the image URL", "asset 2".
    public var label: String
}

extension InAppMessage {
    /// Every URL the message opens or loads: the click URI, each button's URI, the image, and an
    /// HTML message's assets.
    public var linkTargets: [LinkTarget] {
        var targets: [LinkTarget] = []
        if case .url(let uri, _) = clickAction {
            targets.append(LinkTarget(url: uri, path: JSONPath.root.appending("uri"), role: .link, label: "the click URI"))
        }
        for (index, button) in buttons.enumerated() {
            if case .url(let uri, _) = button.clickAction {
                let path = JSONPath.root.appending("btns").appending(index).appending("uri")
                targets.append(LinkTarget(url: uri, path: path, role: .link, label: "button \(index)'s URI"))
            }
        }
        if case .html(let html) = content {
            for (index, url) in html.assetURLs.enumerated() {
                targets.append(
                    LinkTarget(url: url, path: JSONPath.root.appending("asset_urls").appending(index), role: .asset, label: "asset \(index)")
                )
            }
            if let zipped = html.zippedAssetsURL {
                targets.append(LinkTarget(url: zipped, path: JSONPath.root.appending("zipped_assets_url"), role: .asset, label: "the zipped assets"))
            }
        } else {
            for url in assetURLs {
                targets.append(LinkTarget(url: url, path: JSONPath.root.appending("image_url"), role: .image, label: "the image URL"))
            }
        }
        return targets
    }
}
