/// The style rules that draw a message's text at a text size other than the default, written
import InAppMessaging

/// after the platform's sheet (whose sizes are each SDK's defaults). Only what each SDK scales
/// is scaled: BrazeUI's Dynamic Type text, Android's `sp` text; the close ✕, icons and boxes
/// sized in points or `dp` stay. A browser's zoom scales the whole page instead (see
/// `PreviewContext.zoom`), so it needs no rule.
enum TextSizeStyles {
    /// The rules for `size`; empty for a zoom. Selectors and numbers only (the renderer writes
    /// them as escaped text, which leaves them as they are).
    static func rules(for size: TextSize) -> String {
        switch size {
        case .category(let category):
            // BrazeUI (Sources/BrazeUI/InAppMessageUI): the header is title3 bold
            // (InAppMessageUIModalView, InAppMessageUIFullView), the message subheadline, a
            // button's title subheadline bold (Views/Misc/ButtonView), the slideup's message
            // subheadline bold (InAppMessageUISlideupView); each adjusts to the content size.
            let header = category.pointSize(of: .title3)
            let body = category.pointSize(of: .subheadline)
            return ".preview .iam-header{font-size:\(header)px}"
                + ".preview .iam-modal .iam-message,.preview .iam-full .iam-message,.preview .iam-slideup .iam-message{font-size:\(body)px}"
                + ".preview .iam-button{font-size:\(body)px}"
        case .fontScale(let scale):
            // android-sdk-ui res/values/styles.xml: the header 20 sp, the message (modal, full,
            // slideup) and the buttons 14 sp, the icon's glyph 30 sp (in its 50 dp box).
            let header = pixels(FontScaleCurve.dp(20, scale: scale))
            let body = pixels(FontScaleCurve.dp(14, scale: scale))
            let icon = pixels(FontScaleCurve.dp(30, scale: scale))
            return ".preview .iam-header{font-size:\(header)px}"
                + ".preview .iam-icon{font-size:\(icon)px}"
                + ".preview .iam-message,.preview .iam-modal .iam-message,.preview .iam-full .iam-message,.preview .iam-slideup .iam-message{font-size:\(body)px}"
                + ".preview .iam-button{font-size:\(body)px}"
        case .zoom:
            return ""
        }
    }

    /// A size in CSS pixels, to a hundredth.
    private static func pixels(_ value: Double) -> String {
        PreviewOptions.pointsText((value * 100).rounded() / 100)
    }
}
