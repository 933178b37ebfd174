/// The web's rules (docs/rules.md, "Platforms"), read from the Web SDK's `showInAppMessage`
/// (`src/InAppMessage/ui/show-in-app-message.js` in the npm package `@braze/web-sdk`) and its
/// trigger system, which records a message as displayed when it hands it to the app's
/// `subscribeToInAppMessage` callback.
///
/// The web has no stack: a message is shown when it is offered or never. Several messages may be
/// on screen: slideups beside each other and at most one modal-style message (modal, full, HTML).
extension DeliveryEngine {
    /// The web's own handling of an event; false when the shared rules of `handle` apply (its
    /// gestures follow `DeliveryConfiguration.refusal(of:on:)`).
    mutating func handleOnWeb(_ payload: DeviceEvent.Payload, at: Double) -> Bool {
        switch payload {
        case .backgroundTap:
            // A click on the page blocker acts on the modal or full message behind it, even when
            // a slideup was displayed after it, and only once the blocker has been up for more
            // than 200 ms (`InAppMessage.fh = 200` in the 5.5.0 bundle; 6.x `IamTiming`).
            let configuration = configuration
            let counts: (OnScreenMessage) -> Bool = {
                configuration.dismisses(.backgroundTap, $0.presentation.message.kind)
                    && at - $0.presentation.displayedAt > Self.pageBlockerGuard
            }
            guard bringForward(counts) else { return true }
            dismissOnScreen(reason: Gesture.backgroundTap.dismissalReason, at: at)
            restoreDisplayOrder()
        default: return false
        }
        return true
    }

    /// How long the page blocker ignores clicks after it appears, in seconds.
    static let pageBlockerGuard = 0.2

    /// `showInAppMessage` for the message just offered, after the trigger manager's checks at
    /// display time (`cg` in the 5.5.0 bundle): a click action holding a Braze Action the web
    /// does not know keeps it off screen and the event's next candidate is tried; then the
    /// timeout, the offline image, and re-eligibility and the minimum interval again, now (a
    /// delayed trigger can lose to a message displayed meanwhile). Only then does it count as
    /// displayed for rules 3 and 4, before the app's display choice and the SDK's refusals, each
    /// a `discarded` entry. `push` has already given the message the Web SDK's payload defaults
    /// (`withWebDefaults`).
    mutating func presentOnWeb(_ top: StackedMessage, at: Double) {
        let message = top.message
        if let index = top.campaignIndex {
            if let problem = message.webBrazeActionProblem {
                discardTop(reason: "unknown_braze_action", at: at, detail: problem)
                return fallBack(top, at: at)
            }
            if timedOut(top, at: at) { return discardTop(reason: "timeout", at: at) }
            if !isOnline, !message.assetURLs.isEmpty { return discardTop(reason: "asset_failure", at: at) }
            if let reason = displaySuppression(of: index, displayTime: at) { return discardTop(reason: reason.code, at: at) }
            recordDisplay(of: index, at: at)
            if configuration.displayChoice(for: message, currentScreen: screen) == .discard {
                return discardTop(reason: "display_choice", at: at)
            }
        }
        if message.kind != .control, let reason = webRefusal(of: message) { return discardTop(reason: reason, at: at) }
        stack.removeLast()
        if message.kind != .control, let shown = onScreen {
            platformState.beside.append(shown)
            onScreen = nil
        }
        display(top, at: at)
    }

    /// Tries the next candidate of the event that triggered `failed`: one whose timeout has
    /// passed since the event is skipped; the next fires at the end of its own delay after the
    /// event, or now when that has passed.
    private mutating func fallBack(_ failed: StackedMessage, at: Double) {
        var rest = failed.fallback
        while !rest.campaigns.isEmpty {
            let next = rest.campaigns.removeFirst()
            if at - failed.triggeredAt >= catalog.campaigns[next].effectiveTimeout { continue }
            return schedule(next, eventTime: failed.triggeredAt, fallback: rest, now: at)
        }
    }

    /// Why `showInAppMessage` refuses the message, in the SDK's order; nil when it shows it.
    private func webRefusal(of message: InAppMessage) -> String? {
        let allowsJavaScript = configuration.platformSettings.allowUserSuppliedJavaScript
        if message.kind == .html, !allowsJavaScript { return "html_not_allowed" }
        if message.kind.blocksOtherMessagesOnWeb, messagesOnScreen.contains(where: { $0.presentation.message.kind.blocksOtherMessagesOnWeb }) {
            return "message_on_screen"
        }
        if configuration.device == .phone, message.kind.keepsOrientationOnWeb, !accepts(message.orientation) {
            return "orientation_mismatch"
        }
        if !allowsJavaScript, message.hasScriptClickAction { return "javascript_not_allowed" }
        if !assetsAvailable(for: message) { return "asset_failure" }
        return nil
    }
}

extension MessageKind {
    /// Modal, full and HTML messages (`.ab-modal-interactions`): one at a time on the web.
    var blocksOtherMessagesOnWeb: Bool { self != .slideup && self != .control }

    /// Full messages: the only kind whose orientation the web keeps (its factory passes
    /// `orientation` to `FullScreenMessage` alone; modal, slideup and HTML models get none), so
    /// every other kind shows in any orientation.
    var keepsOrientationOnWeb: Bool { self == .full || self == .fullImage }
}

extension StackedMessage {
    /// The stacked message with the Web SDK's payload defaults (`InAppMessage.withWebDefaults`).
    var withWebDefaults: StackedMessage {
        StackedMessage(
            campaignIndex: campaignIndex,
            campaignID: campaignID,
            message: message.withWebDefaults,
            triggeredAt: triggeredAt,
            fallback: fallback
        )
    }
}

extension InAppMessage {
    /// The message as the Web SDK reads its payload: without `message_close`, every kind but the
    /// slideup waits for the user (`DismissType.MANUAL`); without `orientation`, a full message
    /// is portrait.
    var withWebDefaults: InAppMessage {
        var message = self
        if defaultedFields.contains(.messageClose), kind != .slideup {
            message.messageClose = .userInteraction
            message.defaultedFields.remove(.messageClose)
        }
        if defaultedFields.contains(.orientation), kind == .full || kind == .fullImage {
            message.orientation = .portrait
            message.defaultedFields.remove(.orientation)
        }
        return message
    }

    /// Whether a URI click action starts with `javascript:` or `data:`, which the web refuses
    /// without `allowUserSuppliedJavascript`: the body's, or with buttons the last button's
    /// that opens a URI (the SDK keeps only the last one it checks). This follows the Web SDK's
    /// literal, case-insensitive prefix test; it is deliberately not `scriptScheme(of:)` (the
    /// `url-unsafe` diagnostic's), which skips leading blanks and counts `vbscript:`, not `data:`.
    var hasScriptClickAction: Bool {
        let actions = buttons.isEmpty ? [clickAction] : buttons.map(\.clickAction)
        let lastURI = actions.last { if case .url = $0 { return true } else { return false } }
        guard case .url(let url, _)? = lastURI else { return false }
        let lowered = url.lowercased()
        return lowered.hasPrefix("javascript:") || lowered.hasPrefix("data:")
    }
}
