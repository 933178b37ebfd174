import Foundation

/// Rule 11, links: what following a link inside the HTML message on screen does, per platform.
///
/// iOS is settled by BrazeUI's `Views/InAppMessageUIHtmlView.swift` (`processNavigationAction`,
/// the `WKNavigationAction.isTransientOpen` extension, `webView(_:createWebViewWith:…)`): any
/// other link logs its click and opens the URL, then dismisses the message unless it opens a new
/// window with a web scheme. Android and the web have rules of their own
/// (`DeliveryEngine+AndroidLinks.swift`, `DeliveryEngine+WebLinks.swift`).
extension DeliveryEngine {
    /// The schemes a new-window link opens without dismissing the message (BrazeUI's
    /// `transientSupportedSchemes`); any other scheme is taken as the app's deep link.
    public static let newWindowSchemes: Set<String> = ["http", "https", "mailto", "tel", "facetime", "facetime-audio", "sms"]

    /// Follows `url` (an `<a href>`, or a `window.open` posted as its window name), whose
    /// `target` attribute is `target`.
    mutating func followLink(_ url: String, target: String?, at: Double) {
        guard let message = onScreen?.presentation.message, message.kind == .html else { return }
        let link = MessageLink(url)
        switch configuration.platform {
        case .ios: break
        case .android: return followLinkOnAndroid(link, url: url, target: target, message: message, at: at)
        case .web: return followLinkOnWeb(link, url: url, target: target, message: message, at: at)
        }
        switch link.brazeAction {
        case "close"?:
            logLinkClick(link, message: message, at: at)
            dismissOnScreen(reason: "bridge", at: at)
        case "customevent"?:
            logLinkCustomEvent(link, at: at)
        case _?:
            return  // Other `appboy://` actions (the removed `feed`) are ignored, as the SDKs do.
        case nil:
            if logLinkClick(link, message: message, at: at) {
                emitOpenedURL(url, inWebView: link.opensInWebView(message), at: at)
            }
            if !(MessageLink.opensNewWindow(target: target) && Self.newWindowSchemes.contains(link.scheme)) {
                dismissOnScreen(reason: "click", at: at)
            }
        }
    }

    /// `appboy://customEvent?name=N&k=v`: logs custom event `N` with the other non-empty query
    /// items as properties (a link without a name does nothing).
    mutating func logLinkCustomEvent(_ link: MessageLink, at: Double) {
        guard let name = link.query.first(where: { $0.name == "name" })?.value, !name.isEmpty else { return }
        var properties: JSONObject = [:]
        for item in link.query where item.name != "name" && !item.value.isEmpty {
            properties[item.name] = .string(item.value)
        }
        match(.customEvent(name: name, properties: properties), at: at)
    }

    /// Logs the click a link stands for: its `abButtonId`, else a body click for legacy
    /// `HTML_FULL` messages only. Returns whether the app lets the click's action run.
    @discardableResult
    mutating func logLinkClick(_ link: MessageLink, message: InAppMessage, at: Double) -> Bool {
        let button = link.value(of: "abButtonId")
        let processed = shouldProcess(button: button)
        if button != nil || message.isLegacyHTML {
            logClick(button: button, processed: processed, at: at)
        }
        return processed
    }
}

/// A link's URL taken apart the way the SDKs read it: scheme, host and query items.
struct MessageLink {
    /// The lower-cased scheme (`https`, `appboy`).
    let scheme: String
    /// The scheme as written (Android compares `appboy` case-sensitively).
    let rawScheme: String
    /// The host, as written.
    let host: String
    /// The query items in order, percent-decoded, `+` read as a space.
    let query: [(name: String, value: String)]

    /// Splits `url`; a URL without a scheme has an empty one.
    init(_ url: String) {
        let beforeFragment = url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let parts = beforeFragment.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let address = parts.first ?? ""
        if let colon = address.firstIndex(of: ":"), address[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) {
            rawScheme = String(address[..<colon])
            scheme = rawScheme.lowercased()
            let rest = address[address.index(after: colon)...].drop { $0 == "/" }
            host = String(rest.prefix { $0 != "/" })
        } else {
            rawScheme = ""
            scheme = ""
            host = ""
        }
        query =
            parts.count < 2
            ? []
            : parts[1].split(separator: "&").map { item in
                let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                return (Self.decode(pair[0]), pair.count > 1 ? Self.decode(pair[1]) : "")
            }
    }

    /// Whether a link with this `target` opens a new window: any name but empty, `_self`,
    /// `_parent` and `_top` (compared without case), as a browser reads an anchor's target.
    static func opensNewWindow(target: String?) -> Bool {
        guard let target, !target.isEmpty else { return false }
        return !["_self", "_parent", "_top"].contains(target.lowercased())
    }

    /// The action of an `appboy://` (or `braze://`) link, lower-cased: `close`, `customevent`.
    var brazeAction: String? {
        scheme == "appboy" || scheme == "braze" ? host.lowercased() : nil
    }

    /// The last value of the query item `name` (the Android SDK keeps the last of duplicates).
    func value(of name: String) -> String? {
        query.last { $0.name == name }?.value
    }

    /// Whether the URL opens in the in-app web view: `abDeepLink=true` or `abExternalOpen=true`
    /// say no; without either, the message's own `use_webview` decides.
    func opensInWebView(_ message: InAppMessage) -> Bool {
        let deepLink = value(of: "abDeepLink")
        let external = value(of: "abExternalOpen")
        if deepLink != nil || external != nil {
            return !(deepLink?.lowercased() == "true" || external?.lowercased() == "true")
        }
        if case .url(_, let useWebView) = message.clickAction { return useWebView }
        return false
    }

    /// Percent-decodes a query component, reading `+` as a space.
    private static func decode(_ text: Substring) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
