/// The seven kinds of in-app message, mirroring `Braze.InAppMessage`'s cases.
public enum MessageKind: String, Sendable, Hashable, CaseIterable, Codable {
    case slideup, modal, modalImage, full, fullImage, html, control
}

/// Which device orientations a message may be shown in.
public enum Orientation: String, Sendable, Hashable, CaseIterable, Codable {
    case any, portrait, landscape
}

/// The edge a slideup enters from.
public enum SlideFrom: String, Sendable, Hashable, CaseIterable, Codable {
    case top, bottom
}

/// Text alignment for headers and message bodies.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable, Codable {
    case start, center, end
}

/// How a message's image is cropped into its frame (`crop_type`).
public enum CropType: String, Sendable, Hashable, CaseIterable, Codable {
    case fitCenter, centerCrop
}

/// What happens when the message (or a button) is clicked.
public enum ClickAction: Sendable, Hashable {
    /// Nothing but the dismissal.
    case none
    /// Opens a URL, in an in-app web view when `useWebView` is true.
    case url(String, useWebView: Bool)
    /// Runs a Braze Action (a `brazeActions://` URI); `useWebView` is the wire flag as sent,
    /// which the SDKs ignore for these.
    case brazeAction(BrazeAction, useWebView: Bool)

    /// The action a click URI stands for: a Braze Action for a `brazeActions:` URI, else a URL.
    public static func uri(_ uri: String, useWebView: Bool) -> ClickAction {
        BrazeAction.isBrazeActionURI(uri) ? .brazeAction(BrazeAction(uri: uri), useWebView: useWebView) : .url(uri, useWebView: useWebView)
    }
}

/// How a message leaves the screen.
public enum MessageClose: Sendable, Hashable {
    /// Dismisses itself after the given number of seconds.
    case auto(seconds: Double)
    /// Stays until the user dismisses it (wire `SWIPE`).
    case userInteraction
}

/// A message field a payload may leave out, whose default differs between the SDKs.
public enum DefaultedField: String, Sendable, Hashable, CaseIterable {
    /// `message_close`: auto-dismiss after 5 s on iOS and Android; on the web only slideups
    /// auto-dismiss, every other kind waits for the user (`DismissType.MANUAL`).
    case messageClose
    /// `orientation`: any on iOS and Android; portrait for full messages on the web.
    case orientation
}

/// The image or icon shown next to a slideup's or a modal's text.
public enum Graphic: Sendable, Hashable {
    /// A Font Awesome glyph, as the character(s) sent on the wire.
    case icon(String)
    /// An image at a URL.
    case image(String)
}

extension MessageClose {
    /// Seconds from display to the auto-dismissal on `platform`; nil when the user dismisses.
    /// iOS and Android show a duration under 999 ms for 5 seconds; the web keeps any duration
    /// but 0 (its models: `this.duration = duration || 5e3`, 5.5.0 bundle line 3820), and a
    /// negative one dismisses at once.
    public func autoDismissDelay(on platform: Platform) -> Double? {
        guard case .auto(let seconds) = self else { return nil }
        switch platform {
        case .web: return seconds == 0 ? 5 : max(0, seconds)
        case .ios, .android: return seconds < 0.999 ? 5 : seconds
        }
    }
}
