import InAppMessaging

/// Everything resolved once per render: the frame, the presentation rules' outcome and the theme.
struct PreviewContext {
    /// The message being drawn.
    let message: InAppMessage
    /// The options asked for.
    let options: PreviewOptions
    /// The device frame in the resolved orientation.
    let frame: DeviceFrame
    /// The appearance the message is shown in (docs/rules.md, rule 8).
    let appearance: Appearance
    /// The message theme in force.
    let theme: Theme
    /// Whether the status bar is hidden.
    let statusBarHidden: Bool
    /// The safe-area insets for that status bar state.
    let safeArea: DeviceFrame.Insets
    /// The custom view selected by the extras, if registered for this kind.
    let viewType: ViewType?
    /// Library copies shown in place of remote images (image URL → copy's URL).
    let libraryImages: [String: String]
    /// Liquid errors and warnings of the message's fields.
    var liquidProblems: [PersonalisedMessage.Problem] = []
    /// Set when the message's Liquid ran `abort_message`.
    var abortReason: String?
    /// The locale the message's Liquid rendered in, if one was chosen.
    var locale: String?
    /// Translation ids `locale` had no text for (their default text is shown).
    var untranslated: [String] = []
    /// True for BrazeUI's "large" size: a tablet in landscape (both size classes regular and
    /// wider than tall), where modal cards may be 720 wide and 450 high.
    var isLargeScreen: Bool { options.device == .tablet && frame.width > frame.height }

    /// How many points of a slideup (at its 60-point minimum height) the slideup offset pushes
    /// past the screen's edges, or nil when it stays on screen.
    func slideupOffscreenPoints(slideFrom: SlideFrom) -> Int? {
        let edgeInset = Double((slideFrom == .top ? safeArea.top : safeArea.bottom) + PreviewRenderer.slideupMargin)
        let nearEdge = edgeInset + options.slideupOffset
        let farEdge = nearEdge + 60
        let past = max(-nearEdge, farEdge - Double(frame.height))
        return past > 0 ? Int(past.rounded(.up)) : nil
    }

    /// Resolves the presentation of `message` under `options`.
    init(message: InAppMessage, options: PreviewOptions, registry: ViewTypeRegistry, libraryImages: [String: String] = [:]) {
        self.message = message
        self.options = options
        frame = DeviceFrame(device: options.device, orientation: options.resolvedOrientation(for: message))
        appearance = message.themes.appearance(onDevice: options.appearance, disableDarkMode: options.disableDarkMode)
        theme = message.themes.theme(for: appearance)
        statusBarHidden = options.statusBar.hidesStatusBar(for: message.kind, onTablet: options.device == .tablet)
        safeArea = frame.safeArea(statusBarHidden: statusBarHidden)
        viewType = registry.viewType(for: message)
        self.libraryImages = libraryImages
    }
}
