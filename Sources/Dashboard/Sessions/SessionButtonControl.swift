import InAppMessaging

/// A "Click" control of the session's control panel for one button of the message on screen,
/// posting `click_button_<id>`.
struct SessionButtonControl: Sendable {
    /// The control's `type`.
    let value: String
    /// What the control says: the button's label (as the device shows it) and its id.
    let label: String

    /// The prefix of a button control's `type`; the button's id follows.
    static let prefix = "click_button_"

    /// One control per button of `message`: none without a message or for a kind without buttons.
    static func controls(for message: InAppMessage?) -> [SessionButtonControl] {
        (message?.buttons ?? []).map { button in
            let text = button.text.count > 24 ? button.text.prefix(23) + "…" : Substring(button.text)
            return SessionButtonControl(value: prefix + String(button.id), label: "Click “\(text)” (button \(button.id))")
        }
    }

    /// Why the panel offers no button to click, or nil when it offers some.
    static func absenceNote(for message: InAppMessage?) -> String? {
        guard let message else { return "No message is on screen, so there is no button to click." }
        guard message.buttons.isEmpty else { return nil }
        if message.kind == .html { return "An HTML message's buttons are its own links and bridge calls: click them in the phone." }
        return "A \(message.kind.label.lowercased()) has no buttons."
    }
}
