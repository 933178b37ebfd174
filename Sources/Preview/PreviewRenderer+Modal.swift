import InAppMessaging

extension PreviewRenderer {
    /// A modal card over the frame overlay: image or icon, header, message (or a custom picker or
    /// switch list) in a block that scrolls when too long, up to two buttons that stay visible,
    /// and the close ✕. A full message on a tablet is drawn this way too (`kind`).
    func writeModal(_ text: TextContent, kind: MessageKind = .modal, _ context: PreviewContext, into html: inout HTMLWriter) {
        openModal(className: "iam iam-modal", kind: kind, context, into: &html)
        writeCloseButton(context, into: &html)
        switch text.graphic {
        case .image(let url)?:
            writeImage(url, cropType: text.cropType, defaultCrop: .fitCenter, context, into: &html)
        case .icon(let glyph)?:
            writeIcon(glyph, context, into: &html)
        case nil:
            break
        }
        html.raw("<div class=\"iam-body\" data-part=\"body\">")
        let layout = context.viewType?.layout
        writeText(text, context, showMessage: layout != .picker && layout != .tableList, into: &html)
        if layout == .picker { writePicker(items: Self.items(of: text.message), context, into: &html) }
        if layout == .tableList { writeTableList(items: Self.items(of: text.message), context, into: &html) }
        html.raw("</div>")
        writeButtons(text.buttons, context, into: &html)
        closeModal(into: &html)
    }

    /// A modal that is only an image at its own aspect ratio, with its buttons over the image's
    /// bottom edge; a full image message on a tablet is drawn this way too (`kind`).
    func writeModalImage(_ image: ImageOnlyContent, kind: MessageKind = .modalImage, _ context: PreviewContext, into html: inout HTMLWriter) {
        openModal(className: "iam iam-modal iam-modal-image", kind: kind, context, into: &html)
        writeCloseButton(context, into: &html)
        writeImage(image.imageURL, cropType: image.cropType, defaultCrop: .centerCrop, context, into: &html)
        writeButtons(image.buttons, context, into: &html)
        closeModal(into: &html)
    }

    /// The frame overlay and the centring box, then the card's opening tag (`className`, which
    /// may be a full message's when a platform draws it as a card).
    func openModal(className: StaticString, kind: MessageKind, _ context: PreviewContext, into html: inout HTMLWriter) {
        html.open("div", ["class": "iam-frame", "data-part": "overlay", "style": "background-color:\(context.theme.frameColor.css)"])
        html.raw("</div>")
        html.open("div", ["class": "iam-center"])
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

    /// Closes the card and its centring box.
    func closeModal(into html: inout HTMLWriter) {
        html.raw("</div></div>")
    }

    /// The picker (docs/rules.md, rule 10): the message's items on a wheel, the first one selected.
    private func writePicker(items: [String], _ context: PreviewContext, into html: inout HTMLWriter) {
        let key = context.message.extra("attribute_key")
        html.open("div", ["class": "custom-picker", "data-part": "picker", "data-view-type": "picker", "data-attribute-key": key])
        html.open(
            "ul",
            ["class": "picker-wheel", "role": "listbox", "aria-label": key ?? "Choices", "style": "color:\(context.theme.textColor.css)"]
        )
        for (index, item) in items.enumerated() {
            html.element(
                "li",
                [
                    "class": index == 0 ? "picker-item selected" : "picker-item",
                    "role": "option",
                    "aria-selected": index == 0 ? "true" : "false",
                ],
                text: item
            )
        }
        html.raw("</ul>")
        html.raw("</div>")
    }
}
