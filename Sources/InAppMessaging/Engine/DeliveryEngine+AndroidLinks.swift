/// Rule 11 on Android: links inside an HTML message, read from braze-android-sdk 43.0.0
/// (`android-sdk-ui/src/main/java/com/braze/`).
///
/// - A link that opens a new window (a `target` other than the same frame, or `window.open`)
///   never reaches the SDK's URL handler: link-target support is on by default since 26.0.0, and
///   `InAppMessageHtmlBaseView.kt`'s `onCreateWindow` only starts an `ACTION_VIEW` intent for the
///   URL. No click is logged, nothing runs and the message stays up, whatever the scheme.
/// - `appboy://close` and `appboy://customEvent` are matched exactly (`BrazeWebViewClient.kt`:
///   scheme `appboy`, host `close` or `customEvent`); any other `appboy://` host does nothing.
///   Closing logs the link's click first (`DefaultInAppMessageWebViewClientListener.kt`,
///   `onCloseAction` calls `logHtmlInAppMessageClick`): its `abButtonId`, else a body click for
///   `HTML_FULL`.
/// - Any other link logs its click, then, unless the app handles it itself (`click_overrides`:
///   `onOtherUrlAction` returning true leaves the message up), dismisses the message and hands
///   the URI to the deep-link handler, which runs a `brazeActions://` URI's steps
///   (`UriAction.kt`, `isBrazeActionUri`) and opens any other URL.
extension DeliveryEngine {
    /// Follows a link of the HTML message on screen by Android's rules.
    mutating func followLinkOnAndroid(_ link: MessageLink, url: String, target: String?, message: InAppMessage, at: Double) {
        if MessageLink.opensNewWindow(target: target) {
            return emitOpenedURL(url, inWebView: false, at: at)
        }
        if link.rawScheme == "appboy" {
            switch link.host {
            case "close":
                logLinkClick(link, message: message, at: at)
                dismissOnScreen(reason: "bridge", at: at)
            case "customEvent":
                logLinkCustomEvent(link, at: at)
            default:
                return
            }
            return
        }
        guard logLinkClick(link, message: message, at: at) else { return }
        let action: ClickAction = .uri(url, useWebView: link.opensInWebView(message))
        isProcessingClickAction = true
        perform(action, at: at)
        dismissOnScreen(reason: "click", at: at)
        presentFollowup(at: at)
    }
}
