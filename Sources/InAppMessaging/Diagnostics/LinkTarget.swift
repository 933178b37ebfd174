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
        for (path, label, action) in clickURIs {
            if case .url(let uri, _) = action { targets.append(LinkTarget(url: uri, path: path, role: .link, label: label)) }
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

    /// The message's click actions with their URI's wire path and its place in words: the
    /// body's (`uri`, "the click URI"), then each button's (`btns[i].uri`, "button i's URI").
    /// Links (`linkTargets`) and Braze Actions (`brazeActions`) are both read from here.
    var clickURIs: [(path: JSONPath, label: String, action: ClickAction)] {
        var found = [(path: JSONPath.root.appending("uri"), label: "the click URI", action: clickAction)]
        for (index, button) in buttons.enumerated() {
            found.append((JSONPath.root.appending("btns").appending(index).appending("uri"), "button \(index)'s URI", button.clickAction))
        }
        return found
    }

    /// The wire path of the first click action that is URI without a URI (the body's, then the
    /// buttons'), which iOS cannot decode; nil when every URI action has one.
    public var clickActionWithoutURI: JSONPath? {
        clickURIs.first { _, _, action in
            if case .url(let uri, _) = action { return uri.isEmpty }
            return false
        }?.path
    }
}
