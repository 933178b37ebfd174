import InAppMessaging

/// Why the control panel's Close, Swipe and Background tap (and a logged back) do nothing to the
/// message on screen, in the words the session page shows beside the disabled control and under
/// a logged event that had no effect. The rule itself is the core's
/// (`DeliveryConfiguration.refusal(of:on:)`, docs/rules.md, rule 9 and "Platforms"); this only
/// words its answer.
enum SessionGestures {

    /// Why `background_tap` leaves every message on screen (`kinds`, in display order) there; nil
    /// when it dismisses one (on the web, a click on a modal's page blocker dismisses it even with
    /// a slideup displayed after it) or nothing is on screen. The sentence is about the last one.
    static func backgroundTapIgnored(by kinds: [MessageKind], configuration: DeliveryConfiguration) -> String? {
        guard let last = kinds.last, !kinds.contains(where: { configuration.dismisses(.backgroundTap, $0) }) else { return nil }
        return ignored(.backgroundTap, kind: last, configuration: configuration)
    }

    /// The note under a logged gesture (`close`, `swipe`, `background_tap`, `back`) or `link`
    /// that found `kind` on screen and did nothing; nil for other events.
    static func note(forIgnored type: String, kind: MessageKind, configuration: DeliveryConfiguration) -> String? {
        if type == "link" { return kind == .html ? linkIgnored(on: configuration.platform) : "no HTML message on screen: a link has no effect" }
        guard let gesture = Gesture(rawValue: type) else { return nil }
        if let sentence = ignored(gesture, kind: kind, configuration: configuration) { return sentence }
        if gesture == .backgroundTap, configuration.platform == .web {
            return "The web's page blocker ignores clicks for its first 200 ms, so this Background tap had no effect."
        }
        return nil
    }

    /// Why a link in the HTML message on screen did nothing on `platform` (docs/rules.md, rule 11
    /// and "Platforms").
    static func linkIgnored(on platform: Platform) -> String {
        switch platform {
        case .web:
            return "The web handles links only in legacy HTML_FULL messages, so this link logged nothing and left the "
                + "message up (an HTML message closes itself with brazeBridge.closeMessage())."
        case .android:
            return "Android matches appboy:// exactly (hosts close and customEvent), and the app handled any other link "
                + "itself, so this link had no effect."
        case .ios:
            return "This link had no effect: an appboy:// link other than close and customEvent does nothing, and a "
                + "customEvent link needs a name."
        }
    }

    /// Why `gesture` (`close` or `swipe`) leaves a message of `kind` on screen, in words; nil when it dismisses it.
    static func ignored(_ gesture: Gesture, kind: MessageKind, configuration: DeliveryConfiguration) -> String? {
        configuration.refusal(of: gesture, on: kind).map { sentence($0, kind: kind, platform: configuration.platform) }
    }

    /// The sentence for a refusal of a gesture on a message of `kind`.
    private static func sentence(_ refusal: Gesture.Refusal, kind: MessageKind, platform: Platform) -> String {
        let name = name(of: kind)
        switch refusal {
        case .noCloseButton:
            return "\(name) has no close button, so Close has no effect."
        case .closeHiddenInPhoneBrowser:
            return "A phone's browser hides a slideup's close button (the Web SDK's max-width: 600px rule), so Close has no effect."
        case .notSwipeable:
            return "\(name) is not swiped away (only slideups are), so Swipe has no effect."
        case .tapsReachApp:
            return "Taps outside a slideup reach the \(platform == .web ? "page" : "app"), so Background tap has no effect."
        case .coversScreen:
            return "\(name) covers a phone's screen, so Background tap has no effect (only a tablet shows it as a card)."
        case .frameIgnoresTaps:
            return "\(name) ignores taps around it on Android (only modals listen to them), so Background tap has no effect."
        case .noBackground:
            return platform == .web
                ? "\(name) has no page blocker to click, so Background tap has no effect."
                : "\(name) has no background to tap, so Background tap has no effect."
        case .backgroundTapsOff:
            return "This session's app does not dismiss on background taps (dismiss_on_background_tap is off)."
        case .explicitDismissalRequired:
            return "This session's site requires explicit dismissal (require_explicit_dismissal is on), so Background tap has no effect."
        case .noBackButton:
            return "no effect: the back button dismisses only on Android, with back_button_dismisses"
        case .backButtonOff:
            return "no effect: this session's app turns back_button_dismisses off"
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
