/// A gesture the user makes on the message on screen (docs/rules.md, rule 9 and "Platforms").
/// `DeliveryConfiguration.refusal(of:on:)` says whether it dismisses a message of a given kind.
public enum Gesture: String, Sendable, Hashable, CaseIterable {
    /// A tap on the message's close button (✕).
    case close
    /// A swipe on the message.
    case swipe
    /// A tap outside the message.
    case backgroundTap = "background_tap"
    /// Android's back button.
    case back

    /// The `reason` of the `dismissed` entry the gesture logs when it dismisses.
    public var dismissalReason: String {
        switch self {
        case .close: return "close_button"
        case .swipe: return "swipe"
        case .backgroundTap: return "background_tap"
        case .back: return "back_button"
        }
    }

    /// Why a gesture leaves the message on screen.
    public enum Refusal: Sendable, Hashable {
        /// The kind has no close button on this platform (a slideup in the apps, an HTML
        /// message everywhere).
        case noCloseButton
        /// The web hides a slideup's close button in a phone's browser (`max-width: 600px`).
        case closeHiddenInPhoneBrowser
        /// Only slideups are swiped away.
        case notSwipeable
        /// Taps outside a slideup reach the app (or the page) behind it.
        case tapsReachApp
        /// iOS: a full message covers a phone's screen, leaving no background to tap.
        case coversScreen
        /// Android: only modal messages listen to taps on their frame; a full message ignores
        /// them, even as a tablet card.
        case frameIgnoresTaps
        /// The kind has no background (or, on the web, no page blocker) to tap.
        case noBackground
        /// The app leaves `dismiss_on_background_tap` off (iOS, Android).
        case backgroundTapsOff
        /// The site sets `require_explicit_dismissal` (the web).
        case explicitDismissalRequired
        /// The platform has no back button (iOS, the web).
        case noBackButton
        /// The app sets `back_button_dismisses` to false (Android).
        case backButtonOff
    }
}
