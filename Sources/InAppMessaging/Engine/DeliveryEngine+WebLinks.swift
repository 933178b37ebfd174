/// Rule 11 on the web: links inside an HTML message, read from the Web SDK's bundle (5.5.0
/// `dist/BrazeKit.common.js`; 6.12.0 is the same).
///
/// - A current `HTML` message gets no link handling at all: the SDK attaches its click handler
///   to the frame's links only when the message's type is not `HTML`, so a link logs nothing,
///   does not close the message, and `appboy://` means nothing.
/// - A legacy `HTML_FULL` message's links all go through `buildHtmlClickHandler`, which tests no
///   scheme (`appboy://close` included): it logs the link's click (its `abButtonId`, else a
///   body click), closes the message unless the link opens a new window, and opens the URL. A
///   link opens a new window only when its target, lower-cased and without its first `_`, is
///   `blank`.
extension DeliveryEngine {
    /// Follows a link of the HTML message on screen by the web's rules.
    mutating func followLinkOnWeb(_ link: MessageLink, url: String, target: String?, message: InAppMessage, at: Double) {
        guard message.isLegacyHTML else { return }
        // A legacy message logs every link's click: its abButtonId, else a body click.
        if logLinkClick(link, message: message, at: at) { emitOpenedURL(url, inWebView: false, at: at) }
        if !Self.opensNewWindowOnWeb(target: target) { dismissOnScreen(reason: "click", at: at) }
    }

    /// Whether the web's click handler opens a link with this `target` in a new window: only
    /// `_blank` (any case, the first `_` optional).
    static func opensNewWindowOnWeb(target: String?) -> Bool {
        var name = (target ?? "").lowercased()
        if let underscore = name.firstIndex(of: "_") { name.remove(at: underscore) }
        return name == "blank"
    }
}
