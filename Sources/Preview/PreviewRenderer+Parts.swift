import InAppMessaging

extension PreviewRenderer {
    /// The at most two buttons BrazeUI shows, coloured for the message's appearance.
    func writeButtons(_ buttons: [MessageButton], _ context: PreviewContext, into html: inout HTMLWriter) {
        guard !buttons.isEmpty else { return }
        // Two buttons share the width; a single one keeps its natural width, centred (ButtonView.swift).
        html.raw(buttons.count > 1 ? "<div class=\"iam-buttons two\">" : "<div class=\"iam-buttons one\">")
        for button in buttons.prefix(2) {
            // The Web SDK's own default is #0073D5 (its button model), where the apps draw
            // #1B78CF: a button whose payload sent no colours is drawn in the web's.
            let colours =
                context.platform == .web && button.sentNoColours ? ButtonTheme.webDefault : button.themes.theme(for: context.appearance)
            html.element(
                "button",
                [
                    "type": "button",
                    "class": "iam-button",
                    "data-part": "button",
                    "data-button-id": String(button.id),
                    "style": "background-color:\(colours.backgroundColor.css);color:\(colours.textColor.css);border-color:\(colours.borderColor.css)",
                ],
                text: button.text
            )
        }
        html.raw("</div>")
    }

    /// The close ✕ (22 pt in a 44-point target) in the theme's close-button colour; each
    /// platform's sheet keeps a full-screen message's clear of the status bar, notch and corners.
    func writeCloseButton(_ context: PreviewContext, into html: inout HTMLWriter) {
        html.element(
            "button",
            [
                "type": "button",
                "class": "iam-close",
                "data-part": "close",
                "aria-label": "Close",
                "style": "color:\(context.theme.closeButtonColor.css)",
            ],
            text: "✕"
        )
    }

    /// An image box: the image at its own aspect ratio when its URL is one a device could load
    /// (`https:`, `http:` or a `data:image/` URL), drawn from the asset library's copy when it
    /// has one; else (or when it fails to load) a striped placeholder naming the file, at the
    /// slot's aspect.
    func writeImage(_ url: String, cropType: CropType?, defaultCrop: CropType, _ context: PreviewContext, into html: inout HTMLWriter) {
        let fit = (cropType ?? defaultCrop) == .centerCrop ? "fit-cover" : "fit-contain"
        let copy = context.libraryImages[url]
        let loadable = copy != nil || Self.isLoadableImageURL(url)
        html.open(
            "div",
            [
                "class": loadable ? "iam-image \(fit)" : "iam-image \(fit) placeholder",
                "data-part": "image",
                "data-image-source": copy == nil ? nil : "library",
            ]
        )
        html.element("span", ["class": "image-label"], text: Self.fileName(of: url))
        if loadable {
            html.open("img", ["src": copy ?? url, "alt": context.message.imageAlt ?? "", "decoding": "async", "data-url": copy == nil ? nil : url])
        }
        html.raw("</div>")
    }

    /// An icon: its Font Awesome 4.7 glyph (30 pt) on a 50-point rounded square (IconView.swift).
    func writeIcon(_ glyph: String, _ context: PreviewContext, into html: inout HTMLWriter) {
        html.open(
            "div",
            [
                "class": "iam-icon",
                "data-part": "icon",
                "style": "background-color:\(context.theme.iconBackgroundColor.css);color:\(context.theme.iconColor.css)",
                "data-glyph": glyph.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "),
                "role": "img",
                "aria-label": "icon",
            ]
        )
        html.text(String(glyph.prefix(1)))
        html.raw("</div>")
    }

    /// Header and message text in their theme colours and alignments.
    func writeText(_ text: TextContent, _ context: PreviewContext, showMessage: Bool = true, into html: inout HTMLWriter) {
        if let header = text.header, !header.isEmpty {
            html.element(
                "h1",
                [
                    "class": "iam-header",
                    "data-part": "header",
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
    ///
    /// Splits on the UTF-8 bytes (`?` and `/` are ASCII): `String.split` walks grapheme
    /// clusters, about 16,000 instructions for one image URL of a preview.
    static func fileName(of url: String) -> String {
        if url.prefix(5).lowercased() == "data:" { return "inline image" }
        let path = url.utf8.split(separator: UInt8(ascii: "?"), maxSplits: 1).first.map { String(Substring($0)) } ?? url
        return path.utf8.split(separator: UInt8(ascii: "/")).last.map { String(Substring($0)) } ?? url
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
