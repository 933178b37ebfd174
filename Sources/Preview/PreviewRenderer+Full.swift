import InAppMessaging

extension PreviewRenderer {
    /// A full-screen message: image across the top half, header, message (or a custom switch
    /// list), buttons above the home indicator, and the close ✕ below the status bar. On an iOS
    /// tablet BrazeUI shows it as a modal card (FullView's `.modal` display mode); Android's
    /// tablets and wide browser windows show the full layout in a fixed card (`drawsFullAsCard`).
    ///
    /// Each platform's spacing comes from its style sheet (BrazeUI's from the base sheet, under
    /// `[data-platform=ios]`), which reads the safe area from the screen's `--safe-*` properties.
    func writeFull(_ text: TextContent, _ context: PreviewContext, into html: inout HTMLWriter) {
        if context.platform == .ios, context.options.device == .tablet { return writeModal(text, kind: .full, context, into: &html) }
        let landscape = context.platform != .ios && context.message.orientation == .landscape
        openFull(className: landscape ? "iam iam-full landscape" : "iam iam-full", kind: .full, context, into: &html)
        writeCloseButton(context, into: &html)
        switch text.graphic {
        case .image(let url)?:
            writeImage(url, cropType: text.cropType, defaultCrop: .centerCrop, context, into: &html)
        case .icon(let glyph)?:
            html.open("div", ["class": "iam-icon-row"])
            writeIcon(glyph, context, into: &html)
            html.raw("</div>")
        case nil:
            html.open("div", ["class": "iam-icon-row"])
            html.raw("</div>")
        }
        html.open("div", ["class": "iam-body", "data-part": "body"])
        let tableList = context.viewType?.layout == .tableList
        writeText(text, context, showMessage: !tableList, into: &html)
        if tableList { writeTableList(items: Self.items(of: text.message), context, into: &html) }
        html.raw("</div>")
        html.open("div", ["class": "iam-footer"])
        writeButtons(text.buttons, context, into: &html)
        html.raw("</div>")
        closeFull(context, into: &html)
    }

    /// A full-screen image with its buttons over the bottom, inside the safe area; a modal card
    /// on an iOS tablet, a fixed card on an Android tablet or in a wide browser window.
    func writeFullImage(_ image: ImageOnlyContent, _ context: PreviewContext, into html: inout HTMLWriter) {
        if context.platform == .ios, context.options.device == .tablet {
            return writeModalImage(image, kind: .fullImage, context, into: &html)
        }
        let landscape = context.platform != .ios && context.message.orientation == .landscape
        openFull(className: landscape ? "iam iam-full-image landscape" : "iam iam-full-image", kind: .fullImage, context, into: &html)
        writeImage(image.imageURL, cropType: image.cropType, defaultCrop: .centerCrop, context, into: &html)
        writeCloseButton(context, into: &html)
        html.open("div", ["class": "iam-footer"])
        writeButtons(image.buttons, context, into: &html)
        html.raw("</div>")
        closeFull(context, into: &html)
    }

    /// Opens a full message: over the whole screen, or as a card over the frame overlay.
    private func openFull(className: StaticString, kind: MessageKind, _ context: PreviewContext, into html: inout HTMLWriter) {
        guard !context.drawsFullAsCard else { return openModal(className: className, kind: kind, context, into: &html) }
        html.open(
            "div",
            [
                "class": className.description,
                "data-part": "message",
                "data-kind": kind.rawValue,
                "role": "dialog",
                "aria-modal": "true",
                "style": "background-color:\(context.theme.backgroundColor.css)",
            ]
        )
    }

    /// Closes what `openFull` opened.
    private func closeFull(_ context: PreviewContext, into html: inout HTMLWriter) {
        if context.drawsFullAsCard { closeModal(into: &html) } else { html.raw("</div>") }
    }

    /// The switch list (docs/rules.md, rule 10): one row per item, then `subtitle_text`.
    func writeTableList(items: [String], _ context: PreviewContext, into html: inout HTMLWriter) {
        let message = context.message
        html.open(
            "ul",
            [
                "class": "custom-table-list",
                "data-part": "table-list",
                "data-view-type": "table_list",
                "data-attribute-key": message.extra("attribute_key"),
                "style": "color:\(context.theme.textColor.css)",
            ]
        )
        for item in items {
            html.open("li", ["class": "table-row"])
            html.open("label", ["class": "row-label"])
            html.text(item)
            html.raw("</label>")
            html.open("input", ["type": "checkbox", "role": "switch", "checked": "checked", "aria-label": item])
            html.raw("</li>")
        }
        html.raw("</ul>")
        if let subtitle = message.extra("subtitle_text"), !subtitle.isEmpty {
            html.element("p", ["class": "table-subtitle", "style": "color:\(context.theme.textColor.css)"], text: subtitle)
        }
    }
}
