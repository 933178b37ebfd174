import InAppMessaging

/// Why the control panel's Close and Background tap do nothing to the message on screen
/// (docs/rules.md, rule 9), in the words the session page shows beside the disabled control and
/// under a logged event that had no effect.
enum SessionGestures {
    /// Why `close` leaves a message of `kind` on screen; nil when it dismisses it.
    static func closeIgnored(by kind: MessageKind) -> String? {
        guard !kind.hasCloseButton else { return nil }
        return "\(name(of: kind)) has no close button, so Close has no effect."
    }

    /// Why `background_tap` leaves a message of `kind` on screen; nil when it dismisses it.
    static func backgroundTapIgnored(by kind: MessageKind, configuration: DeliveryConfiguration) -> String? {
        if kind.hasTappableBackground(onTablet: configuration.device == .tablet) {
            guard !configuration.presentation.dismissOnBackgroundTap else { return nil }
            return "This session's app does not dismiss on background taps (dismiss_on_background_tap is off)."
        }
        switch kind {
        case .slideup:
            return "Taps outside a slideup reach the app, so Background tap has no effect."
        case .full, .fullImage:
            return "\(name(of: kind)) covers a phone's screen, so Background tap has no effect (only a tablet shows it as a card)."
        case .modal, .modalImage, .html, .control:
            return "\(name(of: kind)) has no background to tap, so Background tap has no effect."
        }
    }

    /// The note under a logged `close` or `background_tap` that found `kind` on screen and did
    /// nothing; nil for other events.
    static func note(forIgnored type: String, kind: MessageKind, configuration: DeliveryConfiguration) -> String? {
        switch type {
        case "close": return closeIgnored(by: kind)
        case "background_tap": return backgroundTapIgnored(by: kind, configuration: configuration)
        default: return nil
        }
    }

    /// "A slideup", "An HTML message", … for the start of a sentence.
    private static func name(of kind: MessageKind) -> String {
        switch kind {
        case .slideup: return "A slideup"
        case .modal: return "A modal"
        case .modalImage: return "A modal image message"
        case .full: return "A full message"
        case .fullImage: return "A full image message"
        case .html: return "An HTML message"
        case .control: return "A control message"
        }
    }
}
