/// An in-app message: the data every kind shares plus its per-kind `content`.
public struct InAppMessage: Sendable, Hashable {
    /// The per-kind content; its case is the message's kind.
    public var content: MessageContent
    /// Key-value pairs the app reads (custom views, delegate rules). Values keep their JSON type,
    /// nested objects and arrays included: the Swift SDK hands the app `[String: Any]`.
    public var extras: JSONObject
    /// What a click on the message body does.
    public var clickAction: ClickAction
    /// How the message is dismissed.
    public var messageClose: MessageClose
    /// Orientations the message may be shown in.
    public var orientation: Orientation
    /// Whether it animates in.
    public var animateIn: Bool
    /// Whether it animates out.
    public var animateOut: Bool
    /// True for a test send from the dashboard.
    public var isTestSend: Bool
    /// Light and optional dark colours.
    public var themes: Themes
    /// Braze's opaque `trigger_id`, if the payload had one.
    public var triggerID: String?
    /// Alt text of the image (`image_alt`).
    public var imageAlt: String?
    /// Language code (`language`).
    public var language: String?
    /// Wire keys this model does not know, kept for round trip.
    public var unknownFields: JSONObject

    /// Creates a message; omitted fields take Braze's defaults for the kind.
    public init(
        content: MessageContent,
        extras: JSONObject = [:],
        clickAction: ClickAction = .none,
        messageClose: MessageClose = .auto(seconds: 5),
        orientation: Orientation = .any,
        animateIn: Bool = true,
        animateOut: Bool = true,
        isTestSend: Bool = false,
        themes: Themes? = nil,
        triggerID: String? = nil,
        imageAlt: String? = nil,
        language: String? = nil,
        unknownFields: JSONObject = [:]
    ) {
        self.content = content
        self.extras = extras
        self.clickAction = clickAction
        self.messageClose = messageClose
        self.orientation = orientation
        self.animateIn = animateIn
        self.animateOut = animateOut
        self.isTestSend = isTestSend
        self.themes = themes ?? Themes(light: .defaultLight(for: content.kind))
        self.triggerID = triggerID
        self.imageAlt = imageAlt
        self.language = language
        self.unknownFields = unknownFields
    }

    /// The extra `key` as text (see `JSONValue.text`), if the message has it.
    public func extra(_ key: String) -> String? { extras[key]?.text }

    /// True for a legacy `HTML_FULL` message, the only HTML type whose links log body clicks.
    public var isLegacyHTML: Bool {
        if case .html(let html) = content { return html.legacy }
        return false
    }

    /// The kind of message.
    public var kind: MessageKind { content.kind }

    /// The buttons, for the kinds that have them (empty otherwise).
    public var buttons: [MessageButton] {
        switch content {
        case .modal(let text), .full(let text): return text.buttons
        case .modalImage(let image), .fullImage(let image): return image.buttons
        default: return []
        }
    }

    /// URLs the SDK downloads before display: the image and the HTML assets.
    public var assetURLs: [String] {
        switch content {
        case .slideup(let slideup):
            if case .image(let url) = slideup.graphic { return [url] }
            return []
        case .modal(let text), .full(let text):
            if case .image(let url) = text.graphic { return [url] }
            return []
        case .modalImage(let image), .fullImage(let image):
            return [image.imageURL]
        case .html(let html):
            return html.assetURLs + (html.zippedAssetsURL.map { [$0] } ?? [])
        case .control:
            return []
        }
    }
}
