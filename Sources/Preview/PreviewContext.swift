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
    /// The user's variables the Liquid read with no value, when the preview has no user (noted
    /// above the device).
    var emptyUserVariables: [String] = []
    /// Set when the message's Liquid ran `abort_message`.
    var abortReason: String?
    /// The locale the message's Liquid rendered in, if one was chosen.
    var locale: String?
    /// Whether the message renders mirrored: `locale` is written right to left.
    var isRightToLeft: Bool { Localisation.isRightToLeft(locale) }
    /// The whole document runs right to left: a right-to-left locale on the web, where the page
    /// around the message takes the direction too.
    var isRightToLeftDocument: Bool { options.platform == .web && isRightToLeft }
    /// Translation ids `locale` had no text for (their default text is shown).
    var untranslated: [String] = []
    /// True for BrazeUI's "large" size: an iOS tablet in landscape (both size classes regular and
    /// wider than tall), where modal cards may be 720 wide and 450 high.
    var isLargeScreen: Bool { options.platform == .ios && options.device == .tablet && frame.width > frame.height }
    /// The platform drawing the message.
    var platform: Platform { options.platform }
    /// The browser's zoom (1 outside the web): the page lays out in a viewport this many times
    /// narrower than the window, drawn this many times larger.
    var zoom: Double {
        if case .zoom(let percent)? = options.textSize { return Double(percent) / 100 }
        return 1
    }
    /// True for the Web SDK's phone layout: a browser viewport at most 600 px wide (its
    /// `max-width: 600px` media query), in CSS pixels, so a zoomed window can reach it.
    var isNarrowBrowser: Bool { platform == .web && Double(frame.width) / zoom <= 600 }
    /// The room between a slideup and the safe area's sides: 10 in the apps and in a narrow
    /// browser, 20 in a wider browser window.
    var slideupMargin: Int { platform == .web && !isNarrowBrowser ? 20 : 10 }

    /// The room between a slideup and the edge it slides from: the side margin, except for an
    /// Android slideup from the top, which has no top margin (only its 10 dp bottom margin).
    func slideupEdgeMargin(_ slideFrom: SlideFrom) -> Int {
        platform == .android && slideFrom == .top ? 0 : slideupMargin
    }
    /// True when a full or full image message is drawn as a card instead of filling the screen:
    /// on a tablet (iOS, Android) or in a browser window wider than 600 px.
    var drawsFullAsCard: Bool {
        platform == .web ? !isNarrowBrowser : options.device == .tablet
    }

    /// How many points of a slideup (at its 60-point minimum height) the slideup offset pushes
    /// past the screen's edges, or nil when it stays on screen.
    func slideupOffscreenPoints(slideFrom: SlideFrom) -> Int? {
        let edgeInset = Double((slideFrom == .top ? safeArea.top : safeArea.bottom) + slideupEdgeMargin(slideFrom))
        let nearEdge = edgeInset + options.slideupOffset
        let farEdge = nearEdge + 60
        let past = max(-nearEdge, farEdge - Double(frame.height))
        return past > 0 ? Int(past.rounded(.up)) : nil
    }

    /// Resolves the presentation of `message` under `options`.
    init(message: InAppMessage, options: PreviewOptions, registry: ViewTypeRegistry, libraryImages: [String: String] = [:]) {
        self.message = message
        self.options = options
        frame = options.frame(for: message)
        appearance = message.themes.appearance(
            onDevice: options.appearance,
            disableDarkMode: options.disableDarkMode,
            on: options.platform
        )
        theme = message.themes.theme(for: appearance)
        statusBarHidden = options.statusBar.hidesStatusBar(for: message.kind, onTablet: options.device == .tablet, on: options.platform)
        safeArea = frame.safeArea(statusBarHidden: statusBarHidden)
        viewType = registry.viewType(for: message)
        self.libraryImages = libraryImages
    }
}
