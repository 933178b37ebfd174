/// Rules 9–11: clicks, dismissals, custom views and the HTML bridge on the message on screen.
extension DeliveryEngine {
    /// Rule 9: a click on a button (by id) or on the body (nil): logged, its action run unless
    /// `shouldProcess` refused it, then the message is dismissed either way (BrazeUI's views call
    /// `logClick`, `process(clickAction:)`, `dismiss()`). On Android a click the app handled
    /// itself leaves the message up (`DefaultInAppMessageViewLifecycleListener.kt`: when
    /// `onInAppMessageClicked` or `onInAppMessageButtonClicked` returns true, nothing but the
    /// click's logging happens).
    mutating func click(button: String?, at: Double) {
        guard let shown = onScreen else { return }
        let message = shown.presentation.message
        let action: ClickAction
        if let button {
            guard let target = message.buttons.first(where: { String($0.id) == button }) else { return }
            action = target.clickAction
        } else {
            guard message.acceptsBodyClick else { return }
            action = message.clickAction
        }
        let processed = shouldProcess(button: button)
        logClick(button: button, processed: processed, at: at)
        if !processed, configuration.platform == .android { return }
        if processed {
            // Rule 14: while the action runs, a message it triggers becomes the follow-up.
            isProcessingClickAction = true
            perform(action, at: at)
        }
        dismissOnScreen(reason: "click", at: at)
        presentFollowup(at: at)
    }

    /// Runs a click's action: opens its URL (a `URI` action without a URI opens nothing: the
    /// Android and web SDKs keep no URI and skip the open) or runs its Braze Action.
    mutating func perform(_ action: ClickAction, at: Double) {
        switch action {
        case .none:
            break
        case .url(let url, let useWebView):
            if !url.isEmpty { emitOpenedURL(url, inWebView: useWebView, at: at) }
        case .brazeAction(let brazeAction, _):
            run(brazeAction, at: at)
        }
    }

    /// `opened_url {url, in_web_view}` for the message on screen (a click's URL, a link, a
    /// Braze Action's `openLink` step).
    mutating func emitOpenedURL(_ url: String, inWebView: Bool, at: Double) {
        emit(.openedURL, at: at, onScreenCampaignFields + [.init("url", .string(url)), .init("in_web_view", .bool(inWebView))])
    }

    /// Whether the app's `shouldProcess` lets a click on `button` (nil: the body) run its action.
    func shouldProcess(button: String?) -> Bool {
        let overrides = configuration.clickOverrides
        return !overrides.contains("*") && !overrides.contains(button ?? "body")
    }

    /// Rule 10: a picker (modal) or table list (full) submitted its values.
    mutating func submitCustomView(values: [String], at: Double) {
        guard let message = onScreen?.presentation.message, let key = message.extra("attribute_key") else { return }
        switch (message.extra("view_type"), message.kind) {
        case ("picker", .modal):
            if let choice = values.first, !choice.isEmpty { setAttribute(key, .string(choice), at: at) }
        case ("table_list", .full):
            setAttribute(key, .array(values.map(JSONValue.string)), at: at)
        default:
            return
        }
        dismissOnScreen(reason: "click", at: at)
    }

    /// Rule 11: a `brazeBridge` call from the HTML message on screen.
    mutating func bridge(_ call: DeviceEvent.BridgeCall, at: Double) {
        guard onScreen?.presentation.message.kind == .html else { return }
        switch call {
        case .closeMessage:
            // Android's bridge navigates to `appboy://close`, whose handler logs an `HTML_FULL`
            // message's body click first (`assets/braze-html-bridge.js`).
            if configuration.platform == .android, let message = onScreen?.presentation.message {
                logLinkClick(MessageLink("appboy://close"), message: message, at: at)
            }
            dismissOnScreen(reason: "bridge", at: at)
        case .logClick(let buttonID): logClick(button: buttonID, processed: true, at: at)
        case .logCustomEvent(let name, let properties):
            match(.customEvent(name: name, properties: properties), at: at)
        case .logPurchase(let purchase): match(.purchase(purchase), at: at)
        case .setCustomUserAttribute(let key, let value): setAttribute(key, value, at: at)
        case .traced(let name, let args, let known):
            var fields = onScreenCampaignFields + [.init("name", .string(name)), .init("args", .array(args))]
            if !known { fields.append(.init("known", .bool(false))) }
            emit(.bridgeCall, at: at, fields)
        }
    }

    /// Rule 9: `gesture` dismisses the message on screen when the platform's rule lets it
    /// (`DeliveryConfiguration.refusal(of:on:)`); otherwise it does nothing.
    mutating func dismissOnScreen(by gesture: Gesture, at: Double) {
        guard let kind = onScreen?.presentation.message.kind, configuration.dismisses(gesture, kind) else { return }
        dismissOnScreen(reason: gesture.dismissalReason, at: at)
    }

    /// Takes the message off screen with `dismissed {reason}`; the next one waits for `present_next`.
    mutating func dismissOnScreen(reason: String, at: Double) {
        guard let shown = onScreen else { return }
        emit(.dismissed, at: at, onScreenCampaignFields + [.init("reason", .string(reason))])
        timers.removeAll { $0.action == .autoDismiss(token: shown.token) }
        onScreen = nil
        afterDismissal()
    }

    /// `clicked {campaign, button, processed}` for a campaign's message (local ones log nothing).
    mutating func logClick(button: String?, processed: Bool, at: Double) {
        guard let index = onScreen?.campaignIndex else { return }
        campaignStates[index].counts.clicks += 1
        emit(
            .clicked,
            at: at,
            [
                campaignField(index), .init("button", button.map(JSONValue.string) ?? .null),
                .init("processed", .bool(processed)),
            ]
        )
    }

    /// Sets a custom user attribute and logs `attribute_set {key, value}`.
    mutating func setAttribute(_ key: String, _ value: JSONValue, at: Double) {
        attributes[key] = value
        emit(.attributeSet, at: at, [.init("key", .string(key)), .init("value", value)])
    }

    /// The `campaign` field of the message on screen, empty for a local message.
    var onScreenCampaignFields: [TraceEntry.Field] {
        campaignFields(onScreen?.campaignIndex)
    }
}

extension InAppMessage {
    /// Whether a click on the body acts: slideups, and modal or full messages without buttons.
    var acceptsBodyClick: Bool {
        switch kind {
        case .slideup: return true
        case .modal, .modalImage, .full, .fullImage: return buttons.isEmpty
        case .html, .control: return false
        }
    }
}
