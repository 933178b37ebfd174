/// The per-kind part of an in-app message: one case per `MessageKind`.
public enum MessageContent: Sendable, Hashable {
    case slideup(SlideupContent)
    case modal(TextContent)
    case modalImage(ImageOnlyContent)
    case full(TextContent)
    case fullImage(ImageOnlyContent)
    case html(HTMLContent)
    case control

    /// The kind of message this content makes.
    public var kind: MessageKind {
        switch self {
        case .slideup: return .slideup
        case .modal: return .modal
        case .modalImage: return .modalImage
        case .full: return .full
        case .fullImage: return .fullImage
        case .html: return .html
        case .control: return .control
        }
    }
}

/// A slideup: one line of text with an optional icon or image, from the top or bottom edge.
public struct SlideupContent: Sendable, Hashable {
    /// The message text.
    public var message: String
    /// The icon or image beside the text.
    public var graphic: Graphic?
    /// The edge it slides in from.
    public var slideFrom: SlideFrom
    /// Alignment of the text (default `start`).
    public var messageTextAlignment: TextAlignment

    /// Creates slideup content.
    public init(
        message: String,
        graphic: Graphic? = nil,
        slideFrom: SlideFrom = .bottom,
        messageTextAlignment: TextAlignment = .start
    ) {
        self.message = message
        self.graphic = graphic
        self.slideFrom = slideFrom
        self.messageTextAlignment = messageTextAlignment
    }
}

/// Modal and full messages with text: header, message, image or icon, up to two buttons.
public struct TextContent: Sendable, Hashable {
    /// The header, if any.
    public var header: String?
    /// Alignment of the header (default `center`).
    public var headerTextAlignment: TextAlignment
    /// The message body.
    public var message: String
    /// Alignment of the body (default `center`).
    public var messageTextAlignment: TextAlignment
    /// The image or icon above the text.
    public var graphic: Graphic?
    /// How the image is cropped, when the wire says.
    public var cropType: CropType?
    /// The buttons (Braze shows at most two).
    public var buttons: [MessageButton]

    /// Creates text content.
    public init(
        header: String? = nil,
        headerTextAlignment: TextAlignment = .center,
        message: String,
        messageTextAlignment: TextAlignment = .center,
        graphic: Graphic? = nil,
        cropType: CropType? = nil,
        buttons: [MessageButton] = []
    ) {
        self.header = header
        self.headerTextAlignment = headerTextAlignment
        self.message = message
        self.messageTextAlignment = messageTextAlignment
        self.graphic = graphic
        self.cropType = cropType
        self.buttons = buttons
    }
}

/// Image-only modal and full messages (`image_style: GRAPHIC`).
public struct ImageOnlyContent: Sendable, Hashable {
    /// The image, required for these kinds.
    public var imageURL: String
    /// How the image is cropped, when the wire says.
    public var cropType: CropType?
    /// The buttons over the image.
    public var buttons: [MessageButton]

    /// Creates image-only content.
    public init(imageURL: String, cropType: CropType? = nil, buttons: [MessageButton] = []) {
        self.imageURL = imageURL
        self.cropType = cropType
        self.buttons = buttons
    }
}

/// An HTML message: a whole document run in a web view with `brazeBridge`.
public struct HTMLContent: Sendable, Hashable {
    /// The HTML document.
    public var html: String
    /// Assets the SDK prefetches before display.
    public var assetURLs: [String]
    /// A zip of assets (legacy HTML messages).
    public var zippedAssetsURL: String?
    /// Arbitrary fields the document can read.
    public var messageFields: JSONObject?
    /// True for the legacy `HTML_FULL` type.
    public var legacy: Bool

    /// Creates HTML content.
    public init(
        html: String,
        assetURLs: [String] = [],
        zippedAssetsURL: String? = nil,
        messageFields: JSONObject? = nil,
        legacy: Bool = false
    ) {
        self.html = html
        self.assetURLs = assetURLs
        self.zippedAssetsURL = zippedAssetsURL
        self.messageFields = messageFields
        self.legacy = legacy
    }
}
