import InAppMessaging

extension PreviewRenderer {
    /// A slideup anchored to its edge inside the safe area, shifted by the slideup offset, with
    /// its icon or image and a chevron when the body is clickable.
    func writeSlideup(_ slideup: SlideupContent, _ context: PreviewContext, into html: inout HTMLWriter) {
        let safe = context.safeArea
        let offset = PreviewOptions.pointsText(context.options.slideupOffset)
        let edge = slideup.slideFrom == .top ? "top" : "bottom"
        let margin = context.slideupMargin
        let edgeInset = (slideup.slideFrom == .top ? safe.top : safe.bottom) + context.slideupEdgeMargin(slideup.slideFrom)
        // A wide browser window pins the slideup to the right, as wide as its content (the Web
        // SDK's `right: 0`); everywhere else it spans the width up to its maximum, centred.
        let wideBrowser = context.platform == .web && !context.isNarrowBrowser
        let left = wideBrowser ? "" : "left:\(safe.left + margin)px;"
        html.open(
            "div",
            [
                "class": slideup.graphic == nil ? "iam iam-slideup" : "iam iam-slideup has-graphic",
                "data-part": "message",
                "data-kind": "slideup",
                "role": "dialog",
                "aria-label": "Slideup message",
                "data-slide-from": slideup.slideFrom.rawValue,
                "data-clickable": context.message.clickAction == .none ? "false" : "true",
                "style": "\(edge):calc(\(edgeInset)px + \(offset)px);\(left)"
                    + "right:\(safe.right + margin)px;background-color:\(context.theme.backgroundColor.css)",
            ]
        )
        switch slideup.graphic {
        case .icon(let glyph)?:
            writeIcon(glyph, context, into: &html)
        case .image(let url)?:
            writeImage(url, cropType: .centerCrop, defaultCrop: .centerCrop, context, into: &html)
        case nil:
            break
        }
        html.element(
            "p",
            [
                "class": "iam-message",
                "data-part": "body",
                "style": "color:\(context.theme.textColor.css);text-align:\(slideup.messageTextAlignment.css)",
            ],
            text: slideup.message
        )
        if wideBrowser {
            // In a wide browser window every slideup has a close ✕ and no chevron (the Web SDK's
            // chevron shows only under its `max-width: 600px` query).
            writeCloseButton(context, into: &html)
        } else if context.message.clickAction != .none {
            // BrazeUI's chevron: 12 × 20 in the close-button colour.
            html.open(
                "svg",
                [
                    "class": "slideup-chevron", "data-part": "chevron", "aria-hidden": "true", "viewBox": "0 0 12 20",
                    "width": "12", "height": "20", "style": "color:\(context.theme.closeButtonColor.css)",
                ]
            )
            html.raw(
                "<path d=\"M2 2l8 8-8 8\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2.5\" stroke-linecap=\"round\" stroke-linejoin=\"round\"/></svg>"
            )
        }
        html.raw("</div>")
    }
}
