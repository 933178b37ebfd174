import InAppMessaging

extension PreviewRenderer {
    /// The margin BrazeUI keeps between a slideup and the safe area's edges.
    static let slideupMargin = 10

    /// A slideup anchored to its edge inside the safe area, shifted by the slideup offset, with
    /// its icon or image and a chevron when the body is clickable.
    func writeSlideup(_ slideup: SlideupContent, _ context: PreviewContext, into html: inout HTMLWriter) {
        let safe = context.safeArea
        let offset = PreviewOptions.pointsText(context.options.slideupOffset)
        let edge = slideup.slideFrom == .top ? "top" : "bottom"
        let edgeInset = (slideup.slideFrom == .top ? safe.top : safe.bottom) + Self.slideupMargin
        html.open(
            "div",
            [
                "class": "iam iam-slideup",
                "role": "dialog",
                "aria-label": "Slideup message",
                "data-slide-from": slideup.slideFrom.rawValue,
                "data-clickable": context.message.clickAction == .none ? "false" : "true",
                "style": "\(edge):calc(\(edgeInset)px + \(offset)px);left:\(safe.left + Self.slideupMargin)px;"
                    + "right:\(safe.right + Self.slideupMargin)px;background-color:\(context.theme.backgroundColor.css)",
            ]
        )
        switch slideup.graphic {
        case .icon(let glyph)?:
            writeIcon(glyph, className: "slideup-graphic slideup-icon", context, into: &html)
        case .image(let url)?:
            writeImage(url, cropType: .centerCrop, defaultCrop: .centerCrop, context, style: "width:50px;height:50px;border-radius:10px", into: &html)
        case nil:
            break
        }
        html.element(
            "p",
            [
                "class": "iam-message",
                "style": "color:\(context.theme.textColor.css);text-align:\(slideup.messageTextAlignment.css)",
            ],
            text: slideup.message
        )
        if context.message.clickAction != .none {
            html.element(
                "span",
                [
                    "class": "slideup-chevron",
                    "aria-hidden": "true",
                    "style": "color:\(context.theme.closeButtonColor.css)",
                ],
                text: "›"
            )
        }
        html.raw("</div>")
    }
}
