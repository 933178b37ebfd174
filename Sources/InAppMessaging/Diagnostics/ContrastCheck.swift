import Foundation

/// WCAG 2.2 contrast of a message's colours, in the light theme and (when the message has one)
/// the dark theme: text 4.5:1, large text (the header) 3:1, each button's label 4.5:1 on its fill,
/// and the button's fill or border 3:1 against the card (non-text contrast, WCAG 1.4.11).
///
/// Translucent colours are composited first: the card over the device's backdrop (white in
/// light, black in dark), text over the card, a label over its button.
enum ContrastCheck {
    /// Body text's minimum ratio (WCAG 1.4.3).
    static let text = 4.5
    /// Large text's and non-text parts' minimum ratio (WCAG 1.4.3 and 1.4.11).
    static let large = 3.0

    /// The contrast warnings of `message` (rules `contrast-text`, `contrast-header`,
    /// `contrast-button-text`, `contrast-button-boundary`).
    static func diagnostics(of message: InAppMessage) -> [MessageDiagnostic] {
        guard message.kind != .html, message.kind != .control else { return [] }
        var found: [MessageDiagnostic] = []
        let appearances: [(Appearance, Theme?, JSONPath)] = [
            (.light, message.themes.light, .root),
            (.dark, message.themes.dark, JSONPath.root.appending("themes").appending("dark")),
        ]
        for (appearance, theme, base) in appearances {
            guard let theme else { continue }
            let backdrop = RGB(appearance == .dark ? 0xFF00_0000 : 0xFFFF_FFFF)
            let card = RGB(theme.backgroundColor).over(backdrop)
            let name = appearance.rawValue
            func check(_ colour: ARGBColor, on background: RGB, minimum: Double, path: JSONPath, rule: RuleID, what: String) {
                let ratio = RGB(colour).over(background).contrast(with: background)
                guard ratio < minimum else { return }
                found.append(
                    MessageDiagnostic(
                        severity: .warning,
                        path: path,
                        rule: rule,
                        message: "\(what) has a contrast of \(Self.format(ratio)):1 in the \(name) theme; WCAG asks for \(Self.format(minimum)):1"
                    )
                )
            }
            if message.hasVisibleText {
                check(theme.textColor, on: card, minimum: text, path: base.appending("text_color"), rule: .contrastText, what: "the message text")
            }
            if message.hasHeader {
                check(
                    theme.headerTextColor,
                    on: card,
                    minimum: large,
                    path: base.appending("header_text_color"),
                    rule: .contrastHeader,
                    what: "the header"
                )
            }
            for (index, button) in message.buttons.prefix(2).enumerated() {
                guard let colours = appearance == .dark ? button.themes.dark : button.themes.light else { continue }
                let path = base.appending("btns").appending(index)
                let fill = RGB(colours.backgroundColor).over(card)
                check(
                    colours.textColor,
                    on: fill,
                    minimum: text,
                    path: path.appending("text_color"),
                    rule: .contrastButtonText,
                    what: "button \(index)'s label"
                )
                let boundary = max(fill.contrast(with: card), RGB(colours.borderColor).over(card).contrast(with: card))
                if boundary < large {
                    found.append(
                        MessageDiagnostic(
                            severity: .warning,
                            path: path.appending("bg_color"),
                            rule: .contrastButtonBoundary,
                            message:
                                "button \(index)'s fill and border stand out from the card by only \(Self.format(boundary)):1 in the \(name) theme; WCAG asks for 3:1"
                        )
                    )
                }
            }
        }
        return found
    }

    /// A ratio with two decimals, without needless zeros (`4.5`, `2.96`, `3`).
    static func format(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let whole = hundredths / 100
        let fraction = hundredths % 100
        if fraction == 0 { return String(whole) }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// An opaque sRGB colour with channels from 0 to 1, plus the alpha it came with.
    struct RGB {
        var red: Double, green: Double, blue: Double, alpha: Double

        init(_ colour: ARGBColor) {
            red = Double(colour.red) / 255
            green = Double(colour.green) / 255
            blue = Double(colour.blue) / 255
            alpha = Double(colour.alpha) / 255
        }

        init(_ argb: UInt32) { self.init(ARGBColor(argb: argb)) }

        /// This colour composited over an opaque `background`.
        func over(_ background: RGB) -> RGB {
            var result = self
            result.red = red * alpha + background.red * (1 - alpha)
            result.green = green * alpha + background.green * (1 - alpha)
            result.blue = blue * alpha + background.blue * (1 - alpha)
            result.alpha = 1
            return result
        }

        /// WCAG relative luminance.
        var luminance: Double {
            func linear(_ channel: Double) -> Double {
                channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }

        /// The WCAG contrast ratio of two opaque colours (1 to 21).
        func contrast(with other: RGB) -> Double {
            let (light, dark) = luminance > other.luminance ? (luminance, other.luminance) : (other.luminance, luminance)
            return (light + 0.05) / (dark + 0.05)
        }
    }
}

extension InAppMessage {
    /// True when the message draws its message text (not an image-only message, and not empty).
    var hasVisibleText: Bool { !(messageText ?? "").isEmpty }

    /// True when the message draws a header.
    var hasHeader: Bool { !(header ?? "").isEmpty }
}
