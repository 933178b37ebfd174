import Foundation
import InAppMessaging
import Preview
import TestSupport

/// The wire and Braze HTML fixtures, and small messages of every kind.
enum PreviewFixtures {
    /// `Tests/Fixtures` in the project.
    static let directory = ProjectPaths.fixtures

    /// A wire fixture decoded as a message.
    static func message(_ name: String) throws -> InAppMessage {
        try PreviewInput.document(fromJSON: Data(contentsOf: directory.appendingPathComponent("wire/\(name)"))).message
    }

    /// One of Braze's public HTML templates.
    static func brazeTemplate(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent("braze/\(name)"), encoding: .utf8)
    }

    /// The Braze template file names.
    static let brazeTemplates = [
        "1-braze-dashboard-carousel-modal.html", "2-braze-dashboard-simple-modal.html",
        "3-braze-dashboard-survey-modal.html", "6-braze-nps.html",
    ]

    /// A dark theme distinct from every default colour.
    static let darkTheme = Theme(
        backgroundColor: ARGBColor(argb: 0xFF10_2030),
        textColor: ARGBColor(argb: 0xFFE0_E0E0),
        iconColor: ARGBColor(argb: 0xFF00_0000),
        iconBackgroundColor: ARGBColor(argb: 0xFFFF_CC00),
        headerTextColor: ARGBColor(argb: 0xFFFF_FFFF),
        closeButtonColor: ARGBColor(argb: 0xFFAA_AAAA),
        frameColor: ARGBColor(argb: 0xCC00_0000)
    )

    /// A dark button theme.
    static let darkButton = ButtonTheme(
        textColor: ARGBColor(argb: 0xFF00_0000),
        backgroundColor: ARGBColor(argb: 0xFF66_CCFF),
        borderColor: ARGBColor(argb: 0xFF66_CCFF)
    )

    /// A message of `kind` with text, a button and both themes (control has no UI to theme).
    static func message(of kind: MessageKind, dark: Bool = true) -> InAppMessage {
        let buttons = [MessageButton(id: 0, text: "Later"), MessageButton(id: 1, text: "Go", themes: ButtonThemes(dark: darkButton))]
        let text = TextContent(header: "Header text", message: "Body text", graphic: .image("https://cdn.example.com/a.png"), buttons: buttons)
        let image = ImageOnlyContent(imageURL: "https://cdn.example.com/b.png", buttons: buttons)
        let content: MessageContent
        switch kind {
        case .slideup: content = .slideup(SlideupContent(message: "Body text", graphic: .icon("\u{f0a1}")))
        case .modal: content = .modal(text)
        case .modalImage: content = .modalImage(image)
        case .full: content = .full(text)
        case .fullImage: content = .fullImage(image)
        case .html: content = .html(HTMLContent(html: "<!DOCTYPE html><html><body><a href=\"appboy://close\">x</a></body></html>"))
        case .control: content = .control
        }
        return InAppMessage(
            content: content,
            clickAction: .url("myapp://x", useWebView: false),
            themes: Themes(light: .defaultLight(for: kind), dark: dark ? darkTheme : nil)
        )
    }

    /// The class of the element that holds each kind's message.
    static func messageClass(_ kind: MessageKind) -> String {
        switch kind {
        case .slideup: return "iam-slideup"
        case .modal: return "iam-modal"
        case .modalImage: return "iam-modal-image"
        case .full: return "iam-full"
        case .fullImage: return "iam-full-image"
        case .html: return "iam-html"
        case .control: return "control-card"
        }
    }
}

/// Renders and parses in one step.
func renderDOM(_ message: InAppMessage, _ options: PreviewOptions = PreviewOptions()) -> (html: String, dom: HTMLElement) {
    let html = PreviewRenderer().render(message, options: options)
    return (html, HTMLDocument.parse(html))
}
