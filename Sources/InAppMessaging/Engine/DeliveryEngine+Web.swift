/// The web's rules (docs/rules.md, "Platforms"), read from the Web SDK's `showInAppMessage`
/// (`src/InAppMessage/ui/show-in-app-message.js` in the npm package `@braze/web-sdk`) and its
/// trigger system, which records a message as displayed when it hands it to the app's
/// `subscribeToInAppMessage` callback.
///
/// The web has no stack: a message is shown when it is offered or never. Several messages may be
/// on screen: slideups beside each other and at most one modal-style message (modal, full, HTML).
extension DeliveryEngine {
    /// The web's own handling of an event; false when the iOS rules apply unchanged.
    mutating func handleOnWeb(_ payload: DeviceEvent.Payload, at: Double) -> Bool {
        switch payload {
        case .close:
            // Modal and full messages have a close button; a slideup's is hidden on a phone
            // (`max-width: 600px`); an HTML message has none of the SDK's.
            guard let shown = onScreen?.presentation.message else { return true }
            let hasCloseButton = shown.kind == .slideup ? configuration.device != .phone : shown.kind.hasPageBlockerOnWeb
            if hasCloseButton { dismissOnScreen(reason: "close_button", at: at) }
        case .backgroundTap:
            // A click on the page blocker behind a modal or full message dismisses it.
            guard !configuration.platformSettings.requireExplicitDismissal,
                bringForward({ $0.presentation.message.kind.hasPageBlockerOnWeb })
            else { return true }
            dismissOnScreen(reason: "background_tap", at: at)
            restoreDisplayOrder()
        case .back: break
        default: return false
        }
        return true
    }

    /// `showInAppMessage` for the message just offered. A triggered message first counts as
    /// displayed for rules 3 and 4 (unless it has an image and the browser is offline), then the
    /// app's display choice, then the SDK's refusals, each a `discarded` entry. `push` has already
    /// given the message the Web SDK's payload defaults (`withWebDefaults`).
    mutating func presentOnWeb(_ top: StackedMessage, at: Double) {
        let message = top.message
        if let index = top.campaignIndex {
            if timedOut(top, at: at) { return discardTop(reason: "timeout", at: at) }
            if !isOnline, !message.assetURLs.isEmpty { return discardTop(reason: "asset_failure", at: at) }
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

    /// Why `showInAppMessage` refuses the message, in the SDK's order; nil when it shows it.
    private func webRefusal(of message: InAppMessage) -> String? {
        let allowsJavaScript = configuration.platformSettings.allowUserSuppliedJavaScript
        if message.kind == .html, !allowsJavaScript { return "html_not_allowed" }
        if message.kind.blocksOtherMessagesOnWeb, messagesOnScreen.contains(where: { $0.presentation.message.kind.blocksOtherMessagesOnWeb }) {
            return "message_on_screen"
        }
        if configuration.device == .phone, !accepts(message.orientation) { return "orientation_mismatch" }
        if !allowsJavaScript, message.hasScriptClickAction { return "javascript_not_allowed" }
        if !assetsAvailable(for: message) { return "asset_failure" }
        return nil
    }
}

extension MessageKind {
    /// Modal, full and HTML messages (`.ab-modal-interactions`): one at a time on the web.
    var blocksOtherMessagesOnWeb: Bool { self != .slideup && self != .control }

    /// Modal and full messages, which the web shows over a page blocker.
    var hasPageBlockerOnWeb: Bool { self == .modal || self == .modalImage || self == .full || self == .fullImage }
}

extension StackedMessage {
    /// The stacked message with the Web SDK's payload defaults (`InAppMessage.withWebDefaults`).
    var withWebDefaults: StackedMessage {
        StackedMessage(campaignIndex: campaignIndex, campaignID: campaignID, message: message.withWebDefaults, triggeredAt: triggeredAt)
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
    /// that opens a URI (the SDK keeps only the last one it checks).
    var hasScriptClickAction: Bool {
        let actions = buttons.isEmpty ? [clickAction] : buttons.map(\.clickAction)
        let lastURI = actions.last { if case .url = $0 { return true } else { return false } }
        guard case .url(let url, _)? = lastURI else { return false }
        let lowered = url.lowercased()
        return lowered.hasPrefix("javascript:") || lowered.hasPrefix("data:")
    }
}
