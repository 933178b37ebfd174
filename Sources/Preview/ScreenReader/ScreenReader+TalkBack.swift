import HTMLValidation
import InAppMessaging

/// The Android SDK's accessibility (43.0.0, `android-sdk-ui/src/main/`): content descriptions,
/// polite live regions on the header and message (`res/values/styles.xml`), reading order as the
/// layouts list the views, and exclusive mode in `DefaultInAppMessageViewWrapper.kt`.
extension ScreenReader {
    /// What TalkBack gets from `message`.
    static func talkBack(_ message: InAppMessage, locale: String?) -> ScreenReaderTranscript {
        let (close, language) = ScreenReaderStrings.androidClose(for: locale)
        var transcript = ScreenReaderTranscript(reader: "TalkBack", platform: .android, kind: message.kind, locale: language)
        let alt = nonBlank(message.imageAlt)
        switch message.content {
        case .slideup:
            transcript.onDisplay = ["TalkBack reads the text as it appears (a polite live region); its focus stays where it was."]
            // The slideup's root is the clickable view and has no description: TalkBack gathers its children's.
            let label = [alt, nonBlank(message.messageText)].compactMap { $0 }.joined(separator: ", ")
            transcript.elements = [
                SpokenElement(
                    role: .element,
                    label: label,
                    action: bodyAction(message.clickAction),
                    notes: ["on screen the text stops after three lines; TalkBack reads all of it"]
                )
            ]
            if message.usesIconGlyph { transcript.notes.append(iconNote) }
            transcript.notes.append("No TalkBack action dismisses a slideup: it leaves by its timer or a swipe.")
        case .modal, .full, .modalImage, .fullImage:
            let texts = [nonBlank(message.header), nonBlank(message.messageText)].compactMap { $0 }
            transcript.onDisplay = [
                texts.isEmpty
                    ? "TalkBack says nothing as it appears: the message has no header or text, the SDK's only announcement."
                    : "TalkBack reads the header and the message as they appear (polite live regions); its focus stays where it was.",
                "Keyboard focus goes to \(message.buttons.isEmpty ? "the close button" : message.buttons.count == 1 ? "the button" : "the second button").",
            ]
            // The message's box is clickable even with buttons, so TalkBack reads it as one element.
            var box = SpokenElement(role: .element, label: ([alt].compactMap { $0 } + texts).joined(separator: ", "))
            box.action = message.buttons.isEmpty ? bodyAction(message.clickAction) : nil
            if !message.buttons.isEmpty { box.notes.append("double-tap to activate, but a message with buttons ignores the click") }
            transcript.elements = [box]
            if message.drawsImage, alt == nil { transcript.notes.append("The image has no alt text, so TalkBack says nothing for it.") }
            if message.usesIconGlyph { transcript.notes.append(iconNote) }
            for (index, button) in message.buttons.enumerated() {
                if nonBlank(button.text) == nil { transcript.notes.append("Button \(index + 1) has no text: TalkBack says only “Button”.") }
                transcript.elements.append(SpokenElement(role: .button, label: button.text, action: buttonAction(button)))
            }
            transcript.elements.append(SpokenElement(role: .button, label: close, action: "dismisses the message"))
        case .html(let html):
            transcript.onDisplay = ["The web view takes keyboard focus; TalkBack's focus is not moved and nothing is announced."]
            transcript.elements = HTMLReadingOrder.elements(of: html.html)
            transcript.notes.append("The SDK adds no close button to an HTML message: the page must have its own.")
        case .control:
            transcript.notes.append("A control message draws nothing, so TalkBack reads nothing.")
            return transcript
        }
        transcript.notes.append(
            "Unless the app turns on exclusive mode (com_braze_device_in_app_message_accessibility_exclusive_mode_enabled, off by default), TalkBack can still reach the app's views behind the message."
        )
        return transcript
    }

    /// The Font Awesome icon has no description, so TalkBack may read its glyph.
    private static let iconNote = "The icon has no description: TalkBack may read its Font Awesome glyph, a private-use character."
}
