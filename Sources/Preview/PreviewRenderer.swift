public import InAppMessaging

/// Renders a message inside a simulated device as a standalone HTML document (inline CSS and
/// scripts, no network needed), laid out like BrazeUI's default views.
///
/// Every string from the message is escaped; HTML messages run in a sandboxed `<iframe>` with a
/// `brazeBridge` stub whose calls are listed beside the device.
public struct PreviewRenderer: Sendable {
    /// The custom view types the renderer recognises in extras.
    public var registry: ViewTypeRegistry
    /// Library copies of remote images: a message's image URL mapped to the URL of the copy
    /// shown in its place (the asset library's path).
    public var libraryImages: [String: String]

    /// Creates a renderer; by default it knows the built-in `picker` and `table_list` views and
    /// shows every image from its own URL.
    public init(registry: ViewTypeRegistry = .builtIn, libraryImages: [String: String] = [:]) {
        self.registry = registry
        self.libraryImages = libraryImages
    }

    /// Renders `message` as it would appear with `options`, its Liquid rendered with
    /// `personalisation`; `title` names the document. A template that aborts leaves the screen
    /// with "aborted: reason" where the message would be.
    public func render(
        _ message: InAppMessage,
        options: PreviewOptions,
        title: String = "Preview",
        personalisation: Personalisation = Personalisation()
    ) -> String {
        String(decoding: renderReporting(message, options: options, title: title, personalisation: personalisation).markup, as: UTF8.self)
    }

    /// Renders like `render`, as UTF-8 bytes, and also gives what the message's Liquid did (its
    /// problems, an abort, a render that ran past its budget).
    public func renderReporting(
        _ message: InAppMessage,
        options: PreviewOptions,
        title: String = "Preview",
        personalisation: Personalisation = Personalisation()
    ) -> (markup: [UInt8], liquid: PersonalisedMessage) {
        let outcome = message.personalised(with: personalisation)
        var context = PreviewContext(message: outcome.message, options: options, registry: registry, libraryImages: libraryImages)
        context.liquidProblems = outcome.problems
        if personalisation.user == nil { context.emptyUserVariables = outcome.unsetUserVariables }
        context.abortReason = outcome.abortReason
        context.locale = outcome.locale
        context.untranslated = outcome.untranslated
        return (document(context, title: title, showsMessage: outcome.abortReason == nil).outputBytes, outcome)
    }

    /// The whole document; without `showsMessage` the device shows only the app behind.
    func document(_ context: PreviewContext, title: String, showsMessage: Bool) -> HTMLWriter {
        let message = context.message
        let options = context.options
        var html = HTMLWriter()
        // On the web the message lives in the page itself, so the whole document turns right to left.
        html.raw("<!DOCTYPE html>\n")
        html.raw(context.isRightToLeftDocument ? "<html lang=\"en\" dir=\"rtl\">" : "<html lang=\"en\">")
        html.raw("\n<head>\n<meta charset=\"utf-8\">\n")
        html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        html.element("title", text: "\(title) · Vitrine preview")
        html.raw("\n<style>")
        html.raw(PreviewStyles.sheet)
        if let platformSheet = PreviewStyles.sheet(for: options.platform) { html.raw(platformSheet) }
        if let textSize = options.textSize { html.text(TextSizeStyles.rules(for: textSize)) }
        if showsMessage, message.usesIconGlyph { html.text(IconFont.faceRule) }
        html.raw("</style>\n<script>")
        html.raw(PreviewScripts.imageFallback)
        if showsMessage, options.platform == .ios {
            html.raw("\n")
            html.raw(PreviewScripts.modalFit)
        }
        html.raw("</script>\n</head>\n<body>\n")
        html.open(
            "div",
            [
                "class": "preview",
                "data-platform": options.platform.rawValue,
                "data-kind": showsMessage ? message.kind.rawValue : "none",
                "data-device": options.device.rawValue,
                "data-orientation": context.frame.orientation.rawValue,
                "data-appearance": options.appearance.rawValue,
                "data-message-appearance": context.appearance.rawValue,
                "data-status-bar": context.statusBarHidden ? "hidden" : "visible",
                "data-view-type": context.viewType?.name,
                "data-locale": context.locale,
            ]
        )
        if showsMessage || context.abortReason != nil { writeNotes(context, into: &html) }
        html.raw("\n<div class=\"preview-row\">\n")
        writeDevice(context, showsMessage: showsMessage, into: &html)
        if showsMessage, message.kind == .html { writeBridgePanel(into: &html) }
        html.raw("\n</div>\n</div>\n")
        if showsMessage, message.kind == .html {
            html.raw("<script>")
            html.raw(PreviewScripts.bridgeListener)
            html.raw("</script>\n")
        }
        if options.interactive || options.reportsSize {
            let size = context.frame.documentSize(withBridgePanel: showsMessage && message.kind == .html)
            html.open("script", ["data-width": String(size.width), "data-height": String(size.height)])
            html.raw(PreviewScripts.sizeReporter)
            html.raw("</script>\n")
        }
        if options.interactive {
            html.raw("<script>")
            html.raw(PreviewScripts.interactionReporter)
            html.raw("</script>\n")
        }
        html.raw("</body>\n</html>\n")
        return html
    }

    /// Notes above the device: an orientation the phone would refuse, the custom view in use.
    private func writeNotes(_ context: PreviewContext, into html: inout HTMLWriter) {
        // Vitrine's own English notes stay left to right in a right-to-left web document.
        html.open("div", ["class": "preview-notes", "dir": context.isRightToLeftDocument ? "ltr" : nil])
        let message = context.message
        if context.options.device == .phone, message.orientation != .any,
            message.orientation.rawValue != context.frame.orientation.rawValue
        {
            html.element(
                "p",
                ["class": "preview-note warning", "data-note": "orientation-mismatch"],
                text:
                    "This message is \(message.orientation.rawValue)-only: a \(context.frame.orientation.rawValue) phone discards it (orientation_mismatch)."
            )
        }
        if case .slideup(let slideup) = message.content, let points = context.slideupOffscreenPoints(slideFrom: slideup.slideFrom) {
            html.element(
                "p",
                ["class": "preview-note warning", "data-note": "slideup-offscreen"],
                text: "The slideup offset of \(PreviewOptions.pointsText(context.options.slideupOffset)) pt pushes about "
                    + "\(points) pt of the message off the screen."
            )
        }
        if let reason = context.abortReason {
            html.element("p", ["class": "preview-note warning", "data-note": "liquid-abort"], text: "abort_message ran: \(reason)")
        }
        for problem in context.liquidProblems {
            html.element(
                "p",
                [
                    "class": problem.severity == .error ? "preview-note error" : "preview-note warning",
                    "data-note": "liquid-\(problem.severity.rawValue)",
                ],
                text: "Liquid \(problem.severity.rawValue) in \(problem.description)"
            )
        }
        if !context.emptyUserVariables.isEmpty {
            html.element(
                "p",
                ["class": "preview-note warning", "data-note": "liquid-no-user"],
                text: "No user is chosen, so these were empty: \(context.emptyUserVariables.joined(separator: ", ")). Pick a user to see them filled."
            )
        }
        if let locale = context.locale, !context.untranslated.isEmpty {
            let ids = context.untranslated.map { "“\($0)”" }.joined(separator: ", ")
            html.element(
                "p",
                ["class": "preview-note", "data-note": "translation-missing"],
                text: "No “\(locale)” text for translation \(ids): the default text is shown."
            )
        }
        if let viewType = context.viewType {
            html.element(
                "p",
                ["class": "preview-note", "data-note": "custom-view"],
                text: "Custom view “\(viewType.name)”" + (viewType.layout == .labelled ? " (app-defined; default layout shown)" : "")
                    + pickerAttributeNote(viewType, context)
            )
        }
        html.raw("</div>")
    }

    /// Where a picker's choice goes, said beside the device: the app draws no such caption.
    private func pickerAttributeNote(_ viewType: ViewType, _ context: PreviewContext) -> String {
        guard viewType.layout == .picker, let key = context.message.extra("attribute_key") else { return "" }
        return ": the choice is saved as the custom attribute “\(key)”"
    }

    /// The bezel, the screen with its backdrop app, status bar and safe areas, and the message.
    private func writeDevice(_ context: PreviewContext, showsMessage: Bool, into html: inout HTMLWriter) {
        let frame = context.frame
        let outer = frame.cornerRadius + DeviceFrame.bezel
        html.open(
            "div",
            [
                "class": "device device-\(frame.device.rawValue)",
                "style": "border-radius:\(outer)px",
            ]
        )
        if frame.browserBarHeight > 0 {
            // The browser's own chrome, above the page's viewport (the measured screen).
            html.open("div", ["class": "browser-bar", "aria-hidden": "true", "style": "height:\(frame.browserBarHeight)px"])
            // A URL reads left to right whatever the page's direction.
            html.raw("<span class=\"browser-dots\"><i></i><i></i><i></i></span>")
            html.element("span", ["class": "browser-url", "dir": context.isRightToLeftDocument ? "ltr" : nil], text: "https://www.example.com/")
            html.raw("</div>\n")
        }
        let safe = context.safeArea
        html.open(
            "div",
            [
                "class": "screen appearance-\(context.options.appearance.rawValue) size-\(context.isLargeScreen ? "large" : "regular")",
                "data-part": "screen",
                "style": screenSize(context) + "border-radius:\(frame.cornerRadius)px;"
                    + "--safe-top:\(safe.top)px;--safe-left:\(safe.left)px;--safe-bottom:\(safe.bottom)px;--safe-right:\(safe.right)px",
                "data-safe-area": "\(safe.top) \(safe.right) \(safe.bottom) \(safe.left)",
                "lang": context.locale.map(Localisation.languageTag),
                "dir": context.isRightToLeft ? "rtl" : nil,
            ]
        )
        html.raw("\n<div class=\"app\" aria-hidden=\"true\"><div class=\"app-title\">Home</div>")
        html.raw(
            "<div class=\"app-card\"><i></i><b></b></div><div class=\"app-card\"><i></i><b></b></div><div class=\"app-card\"><i></i><b></b></div></div>\n"
        )
        if !context.statusBarHidden, frame.statusBarHeight > 0 {
            html.open("div", ["class": "status-bar", "style": "height:\(frame.statusBarHeight)px"])
            html.raw("<span class=\"status-time\">9:41</span><span class=\"status-icons\">▂▄▆ ◔ ▮▮▮</span></div>\n")
        }
        if frame.hasNotch { html.raw("<div class=\"notch\"></div>\n") }
        if showsMessage { writeMessage(context, into: &html) }
        if let reason = context.abortReason {
            html.element("div", ["class": "liquid-aborted", "data-part": "aborted"], text: "aborted: \(reason)")
        }
        html.raw(frame.platform == .web ? "\n</div>\n</div>" : "\n<div class=\"home-indicator\"></div>\n</div>\n</div>")
    }

    /// The screen's size; zoomed, the page's CSS viewport (the window's size over the zoom) drawn
    /// at the zoom, so the device keeps its size on the page.
    private func screenSize(_ context: PreviewContext) -> String {
        let frame = context.frame
        guard context.zoom != 1 else { return "width:\(frame.width)px;height:\(frame.height)px;" }
        let width = PreviewOptions.pointsText((Double(frame.width) / context.zoom * 100).rounded() / 100)
        let height = PreviewOptions.pointsText((Double(frame.height) / context.zoom * 100).rounded() / 100)
        return "width:\(width)px;height:\(height)px;zoom:\(PreviewOptions.pointsText(context.zoom));"
    }

    /// The message itself, by kind.
    private func writeMessage(_ context: PreviewContext, into html: inout HTMLWriter) {
        switch context.message.content {
        case .slideup(let slideup): writeSlideup(slideup, context, into: &html)
        case .modal(let text): writeModal(text, context, into: &html)
        case .modalImage(let image): writeModalImage(image, context, into: &html)
        case .full(let text): writeFull(text, context, into: &html)
        case .fullImage(let image): writeFullImage(image, context, into: &html)
        case .html(let content): writeHTMLMessage(content, context, into: &html)
        case .control: writeControl(into: &html)
        }
    }

    /// The panel listing recorded bridge calls, beside HTML messages.
    private func writeBridgePanel(into html: inout HTMLWriter) {
        html.raw("\n<aside class=\"bridge-panel\" aria-label=\"Bridge calls and links\"><h2>Bridge calls and links</h2>")
        html.raw("<ol class=\"bridge-calls\" aria-live=\"polite\"></ol>")
        html.raw("<p class=\"bridge-empty\">No calls yet: click inside the message.</p>")
        html.raw("<button type=\"button\" class=\"bridge-reload\">Reload message</button></aside>")
    }
}

extension PreviewRenderer {
    /// The control-group card: the SDK logs a control impression and shows nothing.
    func writeControl(into html: inout HTMLWriter) {
        html.raw("<div class=\"control-card\" role=\"note\" data-control=\"true\" data-part=\"message\" data-kind=\"control\">")
        html.raw("<h1>Control group: nothing is shown</h1>")
        html.raw("<p>Users in this campaign's control group see no message; the SDK only logs a control impression.</p>")
        html.raw("</div>")
    }
}

extension PreviewRenderer {
    /// Renders what a simulated phone shows: `message` on screen, or only the app when nil.
    ///
    /// With `options.interactive`, gestures on the message are reported to the parent page.
    public func renderScreen(_ message: InAppMessage?, options: PreviewOptions, title: String = "Device") -> String {
        let shown = message ?? InAppMessage(content: .control)
        let context = PreviewContext(message: shown, options: options, registry: registry, libraryImages: libraryImages)
        return document(context, title: title, showsMessage: message != nil).output
    }
}
