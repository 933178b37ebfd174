/// Where the Android and web rules (DeliveryEngine+Android.swift, DeliveryEngine+Web.swift)
/// take over from the iOS ones, and which message on screen an interaction acts on.
extension DeliveryEngine {
    /// Applies an event under the configured platform's rules. An interaction naming a
    /// `campaign` acts on that campaign's message, and has no effect when it is not on screen.
    mutating func handleOnPlatform(_ event: DeviceEvent) {
        guard let target = event.campaign, event.payload.isInteraction else {
            return handleOnPlatform(event.payload, at: event.at)
        }
        guard bringForward({ $0.presentation.campaignID == target }) else { return }
        handleOnPlatform(event.payload, at: event.at)
        restoreDisplayOrder()
    }

    /// The platform's own handling of the payload, else the iOS rules.
    private mutating func handleOnPlatform(_ payload: DeviceEvent.Payload, at: Double) {
        switch configuration.platform {
        case .ios: break
        case .android: if handleOnAndroid(payload, at: at) { return }
        case .web: if handleOnWeb(payload, at: at) { return }
        }
        handle(payload, at: at)
    }

    /// After the message on screen left: iOS and Android release the orientation lock; on the
    /// web the message displayed before it becomes the most recent.
    mutating func afterDismissal() {
        switch configuration.platform {
        case .ios, .android: releaseOrientationLock()
        case .web: if onScreen == nil, let below = platformState.beside.popLast() { onScreen = below }
        }
    }

    /// The auto-dismiss timer of display `token` fired: dismisses that message if it is still on
    /// screen (on the web it may be beside the most recent one).
    mutating func autoDismiss(token: Int, at: Double) {
        guard bringForward({ $0.token == token }) else { return }
        dismissOnScreen(reason: "auto", at: at)
        restoreDisplayOrder()
    }

    /// Every message on screen, in display order (several only on the web).
    var messagesOnScreen: [OnScreenMessage] {
        platformState.beside + (onScreen.map { [$0] } ?? [])
    }

    /// Makes the message on screen that `matches` the one the rules act on (`onScreen`); false
    /// when none matches. `restoreDisplayOrder()` puts it back.
    mutating func bringForward(_ matches: (OnScreenMessage) -> Bool) -> Bool {
        if let shown = onScreen, matches(shown) { return true }
        guard let shown = onScreen, let index = platformState.beside.firstIndex(where: matches) else { return false }
        onScreen = platformState.beside[index]
        platformState.beside[index] = shown
        return true
    }

    /// Orders the messages on screen by display again: the most recent is `onScreen`.
    mutating func restoreDisplayOrder() {
        var shown = messagesOnScreen.sorted { $0.token < $1.token }
        onScreen = shown.popLast()
        platformState.beside = shown
    }
}

extension DeliveryEngine {
    /// Every message on screen and how it is presented, in display order; the last one is
    /// `presentation` (only the web shows more than one).
    public var presentations: [MessagePresentation] { messagesOnScreen.map(\.presentation) }
}
