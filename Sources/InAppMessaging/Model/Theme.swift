/// The colours of a message in one appearance (light or dark).
public struct Theme: Sendable, Hashable {
    /// Background of the message body.
    public var backgroundColor: ARGBColor
    /// Colour of the message text.
    public var textColor: ARGBColor
    /// Colour of the icon glyph.
    public var iconColor: ARGBColor
    /// Background behind the icon glyph.
    public var iconBackgroundColor: ARGBColor
    /// Colour of the header text.
    public var headerTextColor: ARGBColor
    /// Colour of the close ✕.
    public var closeButtonColor: ARGBColor
    /// Colour of the overlay behind modal messages.
    public var frameColor: ARGBColor

    /// Creates a theme from every colour.
    public init(
        backgroundColor: ARGBColor,
        textColor: ARGBColor,
        iconColor: ARGBColor,
        iconBackgroundColor: ARGBColor,
        headerTextColor: ARGBColor,
        closeButtonColor: ARGBColor,
        frameColor: ARGBColor
    ) {
        self.backgroundColor = backgroundColor
        self.textColor = textColor
        self.iconColor = iconColor
        self.iconBackgroundColor = iconBackgroundColor
        self.headerTextColor = headerTextColor
        self.closeButtonColor = closeButtonColor
        self.frameColor = frameColor
    }

    /// Braze's default light theme for a kind of message (slideups have a grey background).
    public static func defaultLight(for kind: MessageKind) -> Theme {
        Theme(
            backgroundColor: ARGBColor(argb: kind == .slideup ? 0xFFEF_EFEF : 0xFFFF_FFFF),
            textColor: ARGBColor(argb: 0xFF55_5555),
            iconColor: ARGBColor(argb: 0xFFFF_FFFF),
            iconBackgroundColor: ARGBColor(argb: 0xFF00_73D5),
            headerTextColor: ARGBColor(argb: 0xFF33_3333),
            closeButtonColor: ARGBColor(argb: 0xFF9B_9B9B),
            frameColor: ARGBColor(argb: 0xC033_3333)
        )
    }
}

/// A message's themes: light is always there, dark only when the campaign defines one.
public struct Themes: Sendable, Hashable {
    /// The light (default) theme.
    public var light: Theme
    /// The dark theme, when the message has one.
    public var dark: Theme?

    /// Creates themes from a light and an optional dark theme.
    public init(light: Theme, dark: Theme? = nil) {
        self.light = light
        self.dark = dark
    }
}
