import HTMLValidation
import InAppMessaging

/// The Web SDK's accessibility (6.x, read in the 6.12.0 bundle): the modal and full message is a
/// `role="dialog"` with `aria-modal`, named by its `<h1>` header, focused on display, with a Tab
/// trap and Escape; the slideup is a focusable `role="alert"`; an HTML message is an `<iframe>`
/// titled by its `<title>`. Its words ("Close Message", "Modal Message") are English everywhere.
extension ScreenReader {
    /// What a browser's screen reader gets from `message`; `narrow` for a window at most 600 px
    /// wide (the SDK's phone layout).
    static func webReader(_ message: InAppMessage, narrow: Bool) -> ScreenReaderTranscript {
        var transcript = ScreenReaderTranscript(reader: "Browser reader", platform: .web, kind: message.kind)
        let alt = nonBlank(message.imageAlt)
        let close = SpokenElement(role: .button, label: "Close Message", action: "dismisses the message")
        switch message.content {
        case .slideup:
            transcript.onDisplay = ["A reader reads the slideup out as it appears (role alert); focus stays where it was."]
            let label = [alt, nonBlank(message.messageText)].compactMap { $0 }.joined(separator: " ")
            transcript.elements = [
                SpokenElement(
                    role: .alert,
                    label: label,
                    action: bodyAction(message.clickAction),
                    notes: ["Tab reaches it; Enter or Space clicks it"]
                )
            ]
            // The close button is the slideup's first child; a phone-sized window hides it, or shows it as
            // the chevron when the slideup is clickable.
            if !narrow {
                transcript.elements.append(close)
            } else if message.clickAction != .none {
                var chevron = close
                chevron.notes = ["drawn as the chevron: activating it closes the message instead of following it"]
                transcript.elements.append(chevron)
            }
            if let alt { transcript.elements.append(SpokenElement(role: .image, label: alt)) }
            if let text = nonBlank(message.messageText) { transcript.elements.append(SpokenElement(role: .text, label: text)) }
            transcript.notes.append("Escape does not close a slideup.")
        case .modal, .full, .modalImage, .fullImage:
            let header = nonBlank(message.header)
            transcript.onDisplay = [
                "Focus moves to the dialog; a reader says its name, “\(header ?? "Modal Message")”.",
                "Tab moves only between the close button and the buttons; Escape closes the message.",
            ]
            transcript.elements = [SpokenElement(role: .dialog, label: header ?? "Modal Message", notes: ["aria-modal"]), close]
            if let alt {
                transcript.elements.append(SpokenElement(role: .image, label: alt))
            } else if message.drawsImage {
                transcript.notes.append("The image has no image_alt: the SDK gives it alt=\"\", so readers skip it.")
            }
            if let header { transcript.elements.append(SpokenElement(role: .heading, label: header, notes: ["level 1"])) }
            if let text = nonBlank(message.messageText) { transcript.elements.append(SpokenElement(role: .text, label: text)) }
            for (index, button) in message.buttons.enumerated() {
                if nonBlank(button.text) == nil { transcript.notes.append("Button \(index + 1) has no text: a reader says only “button”.") }
                transcript.elements.append(SpokenElement(role: .button, label: nonBlank(button.text) ?? "", action: buttonAction(button)))
            }
            if message.buttons.isEmpty, let action = actionWords(message.clickAction) {
                transcript.notes.append("Only a mouse click on the message \(action): no key or reader command does it.")
            }
            transcript.notes.append(
                "Nothing hides the page behind from readers (no aria-hidden, no inert); only aria-modal asks them to stay inside."
            )
        case .html(let html):
            let page = HTMLReadingOrder.page(html.html)
            let title = page.title ?? "Modal Message"
            transcript.onDisplay = ["Focus moves into the message's frame, which a reader names “\(title)” (its <title>, else “Modal Message”)."]
            transcript.elements = [SpokenElement(role: .frame, label: title)] + page.elements
            transcript.notes += [
                "Tab is not kept inside the frame: it can leave the message for the page behind.",
                "Escape closes the message.",
            ]
        case .control:
            transcript.notes.append("A control message draws nothing, so a reader reads nothing.")
            return transcript
        }
        transcript.notes.append("The SDK's words (“Close Message”, “Modal Message”) are English in every locale.")
        if let language = nonBlank(message.language), message.kind != .html {
            transcript.notes.append("The message gets lang=\"\(language)\", so a reader switches to that language's voice.")
        }
        return transcript
    }
}
