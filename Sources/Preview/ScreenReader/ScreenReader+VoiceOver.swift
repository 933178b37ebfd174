import HTMLValidation
import InAppMessaging

/// BrazeUI's accessibility (Swift SDK 18.2.0, `Sources/BrazeUI/InAppMessageUI/`): it sets labels
/// and which views are elements, never a trait, a hint, a custom action or an order.
extension ScreenReader {
    /// What VoiceOver gets from `message`.
    static func voiceOver(_ message: InAppMessage, locale: String?) -> ScreenReaderTranscript {
        let (words, language) = ScreenReaderStrings.apple(for: locale)
        var transcript = ScreenReaderTranscript(reader: "VoiceOver", platform: .ios, kind: message.kind, locale: language)
        // InAppMessageUI.swift: `window.accessibilityViewIsModal = true` for every kind.
        let modal = "The app behind cannot be reached while the message shows: its window is modal to VoiceOver."
        switch message.content {
        case .slideup:
            transcript.onDisplay = ["VoiceOver moves to the slideup and reads it.", modal]
            transcript.elements = [slideupElement(message, words: words)]
            transcript.notes.append("No VoiceOver gesture dismisses a slideup: it leaves by its timer or a swipe.")
        case .modal, .full, .modalImage, .fullImage:
            transcript.onDisplay = ["VoiceOver moves to the message's first element.", modal]
            transcript.elements = graphicElements(message, notes: &transcript.notes)
            if message.header != nil || message.messageText != nil {
                // ModalTextStyler: one text view holding header + "\n" + message, with no header trait.
                transcript.elements.append(SpokenElement(role: .text, label: (message.header ?? "") + "\n" + (message.messageText ?? "")))
                transcript.notes.append("The header is read with the message, as one text element, not as a heading.")
            }
            for (index, button) in message.buttons.enumerated() {
                guard let text = nonBlank(button.text) else {
                    transcript.notes.append("Button \(index + 1) has no text, so VoiceOver skips it.")
                    continue
                }
                transcript.elements.append(SpokenElement(role: .button, label: text, action: buttonAction(button)))
            }
            transcript.elements.append(SpokenElement(role: .button, label: words.close, action: "dismisses the message (no click is logged)"))
            transcript.notes.append(
                "The close button is pinned to the top trailing corner: VoiceOver orders elements by position, so it may come before the text."
            )
            if message.buttons.isEmpty, let action = actionWords(message.clickAction) {
                transcript.notes.append("Only a tap on the message \(action): VoiceOver has no element that does it.")
            }
        case .html(let html):
            transcript.onDisplay = ["VoiceOver's focus goes to an empty view at the start of the message; a swipe reaches the page.", modal]
            transcript.elements = HTMLReadingOrder.elements(of: html.html)
            transcript.notes += [
                "BrazeUI adds no close button to an HTML message: the page must have its own.",
                "BrazeUI's text sizes do not reach an HTML message: it gets no Dynamic Type.",
            ]
        case .control:
            transcript.notes.append("A control message draws nothing, so VoiceOver reads nothing.")
        }
        if let language = nonBlank(message.language), message.kind != .html, message.kind != .control {
            transcript.notes.append("Read with the voice for “\(language)” (the message's language).")
        }
        return transcript
    }

    /// The slideup: one element whose label joins the image's alt text and the text, each after
    /// its prefix ("Image: …", "Text: …"); the icon and the chevron are not read.
    private static func slideupElement(_ message: InAppMessage, words: ScreenReaderStrings.AppleWords) -> SpokenElement {
        var label: [String] = []
        if let alt = nonBlank(message.imageAlt) { label.append("\(words.imagePrefix) \(alt)") }
        if let text = nonBlank(message.messageText) { label.append("\(words.textPrefix) \(text)") }
        var element = SpokenElement(role: .element, label: label.joined(separator: " "))
        // accessibilityActivate returns false without a click action: UIKit's default applies.
        element.action = message.clickAction == .none ? nil : bodyAction(message.clickAction)
        element.notes.append("no button trait, so VoiceOver does not say it can be activated")
        return element
    }

    /// The image or icon: read by its alt text, hidden without one.
    private static func graphicElements(_ message: InAppMessage, notes: inout [String]) -> [SpokenElement] {
        guard message.drawsImage || message.usesIconGlyph else { return [] }
        // An image view has UIKit's image trait; the icon's box is a plain view.
        if let alt = nonBlank(message.imageAlt) { return [SpokenElement(role: message.drawsImage ? .image : .element, label: alt)] }
        if message.usesIconGlyph {
            notes.append("The icon has no alt text: VoiceOver skips its box but may still read its Font Awesome glyph, a private-use character.")
        } else {
            notes.append("The image has no alt text, so VoiceOver skips it.")
        }
        return []
    }
}
