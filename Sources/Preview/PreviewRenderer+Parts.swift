import InAppMessaging

extension PreviewRenderer {
    /// The at most two buttons BrazeUI shows, coloured for the message's appearance.
    func writeButtons(_ buttons: [MessageButton], _ context: PreviewContext, into html: inout HTMLWriter) {
        guard !buttons.isEmpty else { return }
        html.raw("<div class=\"iam-buttons\">")
        for button in buttons.prefix(2) {
            let colours = button.themes.theme(for: context.appearance)
            html.element(
                "button",
                [
                    "type": "button",
                    "class": "iam-button",
                    "data-button-id": String(button.id),
                    "style": "background-color:\(colours.backgroundColor.css);color:\(colours.textColor.css);border-color:\(colours.borderColor.css)",
                ],
                text: button.text
            )
        }
        html.raw("</div>")
    }

    /// The close ✕ in the theme's close-button colour; full-screen kinds pass `insideSafeArea`
    /// to keep it clear of the status bar, notch and rounded corners.
    func writeCloseButton(_ context: PreviewContext, insideSafeArea: Bool = false, into html: inout HTMLWriter) {
        let position = insideSafeArea ? ";top:\(context.safeArea.top + 10)px;right:\(context.safeArea.right + 10)px" : ""
        html.element(
            "button",
            [
                "type": "button",
                "class": "iam-close",
                "aria-label": "Close",
                "style": "color:\(context.theme.closeButtonColor.css)" + position,
            ],
            text: "✕"
        )
    }

    /// An image box: a striped placeholder naming the file, under the image itself when its URL
    /// is one a device could load (`https:`, `http:` or a `data:image/` URL).
    func writeImage(
        _ url: String,
        cropType: CropType?,
        defaultCrop: CropType,
        _ context: PreviewContext,
        style: String? = nil,
        into html: inout HTMLWriter
    ) {
        let fit = (cropType ?? defaultCrop) == .centerCrop ? "fit-cover" : "fit-contain"
        html.open("div", ["class": "iam-image \(fit)", "style": style])
        html.element("span", ["class": "image-label"], text: Self.fileName(of: url))
        if Self.isLoadableImageURL(url) {
            html.open("img", ["src": url, "alt": context.message.imageAlt ?? "", "decoding": "async"])
        }
        html.raw("</div>")
    }

    /// An icon glyph on its coloured background.
    func writeIcon(_ glyph: String, className: StaticString, _ context: PreviewContext, into html: inout HTMLWriter) {
        html.open(
            "div",
            [
                "class": className.description,
                "style": "background-color:\(context.theme.iconBackgroundColor.css);color:\(context.theme.iconColor.css)",
                "data-glyph": glyph.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "),
                "role": "img",
                "aria-label": "icon",
            ]
        )
        html.text(FontAwesomeGlyphs.symbol(for: glyph))
        html.raw("</div>")
    }

    /// Header and message text in their theme colours and alignments.
    func writeText(_ text: TextContent, _ context: PreviewContext, showMessage: Bool = true, into html: inout HTMLWriter) {
        if let header = text.header, !header.isEmpty {
            html.element(
                "h1",
                [
                    "class": "iam-header",
                    "style": "color:\(context.theme.headerTextColor.css);text-align:\(text.headerTextAlignment.css)",
                ],
                text: header
            )
        }
        if showMessage, !text.message.isEmpty {
            html.element(
                "p",
                [
                    "class": "iam-message",
                    "style": "color:\(context.theme.textColor.css);text-align:\(text.messageTextAlignment.css)",
                ],
                text: text.message
            )
        }
    }

    /// True for URLs an `<img>` may load in the preview.
    static func isLoadableImageURL(_ url: String) -> Bool {
        let lowered = url.lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://") || lowered.hasPrefix("data:image/")
    }

    /// The last path component of a URL, for the placeholder label (data URLs say so).
    static func fileName(of url: String) -> String {
        if url.lowercased().hasPrefix("data:") { return "inline image" }
        let path = url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
        return path.split(separator: "/").last.map(String.init) ?? url
    }

    /// The comma-separated items of a custom view's message, trimmed, empty ones dropped.
    static func items(of message: String) -> [String] {
        message.split(separator: ",").map { String(String($0).trimmingWhitespace) }.filter { !$0.isEmpty }
    }
}

extension TextAlignment {
    /// The CSS `text-align` value.
    var css: String { rawValue }
}
