import InAppMessaging

extension PreviewRenderer {
    /// A full-screen message: image across the top half, header, message (or a custom switch
    /// list), buttons above the home indicator, and the close ✕ below the status bar. On a tablet
    /// BrazeUI shows it as a modal card (FullView's `.modal` display mode).
    func writeFull(_ text: TextContent, _ context: PreviewContext, into html: inout HTMLWriter) {
        if context.options.device == .tablet { return writeModal(text, kind: .full, context, into: &html) }
        let safe = context.safeArea
        html.open(
            "div",
            [
                "class": "iam iam-full",
                "data-part": "message",
                "data-kind": "full",
                "role": "dialog",
                "aria-modal": "true",
                "style": "background-color:\(context.theme.backgroundColor.css)",
            ]
        )
        writeCloseButton(context, insideSafeArea: true, into: &html)
        switch text.graphic {
        case .image(let url)?:
            writeImage(url, cropType: text.cropType, defaultCrop: .centerCrop, context, into: &html)
        case .icon(let glyph)?:
            html.open("div", ["class": "iam-icon-row", "style": "padding-top:\(safe.top + 40)px;display:flex;justify-content:center"])
            writeIcon(glyph, context, into: &html)
            html.raw("</div>")
        case nil:
            html.open("div", ["class": "iam-icon-row", "style": "height:\(safe.top + 20)px;flex:none"])
            html.raw("</div>")
        }
        html.open("div", ["class": "iam-body", "data-part": "body", "style": "padding-left:\(safe.left + 25)px;padding-right:\(safe.right + 25)px"])
        let tableList = context.viewType?.layout == .tableList
        writeText(text, context, showMessage: !tableList, into: &html)
        if tableList { writeTableList(items: Self.items(of: text.message), context, into: &html) }
        html.raw("</div>")
        html.open("div", ["style": "padding-bottom:\(safe.bottom)px;padding-left:\(safe.left)px;padding-right:\(safe.right)px"])
        writeButtons(text.buttons, context, into: &html)
        html.raw("</div></div>")
    }

    /// A full-screen image with its buttons over the bottom, inside the safe area; a modal card
    /// on a tablet.
    func writeFullImage(_ image: ImageOnlyContent, _ context: PreviewContext, into html: inout HTMLWriter) {
        if context.options.device == .tablet { return writeModalImage(image, kind: .fullImage, context, into: &html) }
        let safe = context.safeArea
        html.open(
            "div",
            [
                "class": "iam iam-full-image",
                "data-part": "message",
                "data-kind": "fullImage",
                "role": "dialog",
                "aria-modal": "true",
                "style": "background-color:\(context.theme.backgroundColor.css)",
            ]
        )
        writeImage(image.imageURL, cropType: image.cropType, defaultCrop: .centerCrop, context, into: &html)
        writeCloseButton(context, insideSafeArea: true, into: &html)
        html.open("div", ["style": "position:absolute;left:\(safe.left)px;right:\(safe.right)px;bottom:\(safe.bottom)px"])
        writeButtons(image.buttons, context, into: &html)
        html.raw("</div></div>")
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
