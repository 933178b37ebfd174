/// The colours of one button in one appearance.
public struct ButtonTheme: Sendable, Hashable {
    /// Colour of the button label.
    public var textColor: ARGBColor
    /// Fill colour of the button.
    public var backgroundColor: ARGBColor
    /// Colour of the button's border.
    public var borderColor: ARGBColor

    /// Creates a button theme.
    public init(textColor: ARGBColor, backgroundColor: ARGBColor, borderColor: ARGBColor) {
        self.textColor = textColor
        self.backgroundColor = backgroundColor
        self.borderColor = borderColor
    }

    /// Braze's default button colours: white text on blue.
    public static let defaultLight = ButtonTheme(
        textColor: ARGBColor(argb: 0xFFFF_FFFF),
        backgroundColor: ARGBColor(argb: 0xFF1B_78CF),
        borderColor: ARGBColor(argb: 0xFF1B_78CF)
    )

    /// The Web SDK's default button colours (its button model's): white text on #0073D5, bordered
    /// alike. The web draws them where the payload sends no colours (`MessageButton.sentNoColours`).
    public static let webDefault = ButtonTheme(
        textColor: ARGBColor(argb: 0xFFFF_FFFF),
        backgroundColor: ARGBColor(argb: 0xFF00_73D5),
        borderColor: ARGBColor(argb: 0xFF00_73D5)
    )
}

/// A button's themes: light always, dark when the message defines `themes.dark.btns[i]`.
public struct ButtonThemes: Sendable, Hashable {
    /// The light theme.
    public var light: ButtonTheme
    /// The dark theme, if any.
    public var dark: ButtonTheme?

    /// Creates button themes.
    public init(light: ButtonTheme = .defaultLight, dark: ButtonTheme? = nil) {
        self.light = light
        self.dark = dark
    }
}

/// A button on a modal, full or image-only message.
public struct MessageButton: Sendable, Hashable {
    /// The button id sent back in click analytics (`btns[i].id`).
    public var id: Int
    /// The label.
    public var text: String
    /// What a click does.
    public var clickAction: ClickAction
    /// The button's colours.
    public var themes: ButtonThemes
    /// Wire keys this model does not know, kept for round trip.
    public var unknownFields: JSONObject

    /// Creates a button.
    public init(
        id: Int,
        text: String,
        clickAction: ClickAction = .none,
        themes: ButtonThemes = ButtonThemes(),
        unknownFields: JSONObject = [:]
    ) {
        self.id = id
        self.text = text
        self.clickAction = clickAction
        self.themes = themes
        self.unknownFields = unknownFields
    }
}
