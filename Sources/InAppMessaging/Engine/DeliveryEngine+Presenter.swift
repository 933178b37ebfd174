/// Rules 7, 8 and 13: the presenter, the presentation of a displayed message, local messages.
extension DeliveryEngine {
    /// Rule 7: looks at the top of the stack and re-enqueues, discards or displays it.
    ///
    /// `offered` is true when the message was just offered (`present(message:)`: a trigger fired,
    /// or `present_local`); only then is display choice asked (docs/rules.md, rule 7d). `present_next` and
    /// `app_foreground` take the top of the stack as BrazeUI's `presentNext()` does, without asking.
    mutating func present(at: Double, offered: Bool = false) {
        guard let top = stack.last else { return }
        switch configuration.platform {
        case .ios: break
        case .android: return presentOnAndroid(top, at: at)
        case .web: return presentOnWeb(top, at: at)
        }
        if !isInForeground { return reenqueue(top, reason: "app_in_background", at: at) }
        if onScreen != nil { return reenqueue(top, reason: "message_on_screen", at: at) }
        if timedOut(top, at: at) { return discardTop(reason: "timeout", at: at) }
        if offered {
            switch configuration.displayChoice(for: top.message, currentScreen: screen) {
            case .now: break
            case .reenqueue, .later: return reenqueue(top, reason: "display_choice", at: at)
            case .discard: return discardTop(reason: "display_choice", at: at)
            }
        }
        if !accepts(top.message.orientation) { return discardTop(reason: "orientation_mismatch", at: at) }
        if !assetsAvailable(for: top.message) { return discardTop(reason: "asset_failure", at: at) }
        stack.removeLast()
        display(top, at: at)
    }

    /// Rule 6: pushes a message on top of the stack, first removing an earlier copy of the same
    /// campaign (a campaign is never on the stack twice), logs `enqueued` and offers it; while a
    /// click's action runs, the message becomes the follow-up instead (rule 14).
    /// On the web the message first takes the Web SDK's payload defaults (`withWebDefaults`).
    mutating func push(_ offered: StackedMessage, at: Double) {
        let stacked = configuration.platform == .web ? offered.withWebDefaults : offered
        if isProcessingClickAction, onScreen != nil { return holdAsFollowup(stacked, at: at) }
        if let index = stacked.campaignIndex { stack.removeAll { $0.campaignIndex == index } }
        stack.append(stacked)
        emit(.enqueued, at: at, campaignFields(stacked.campaignIndex))
        present(at: at, offered: true)
    }

    /// Rule 13: pushes a message built by the app; it skips triggers, timeout and analytics.
    mutating func presentLocal(_ message: InAppMessage, at: Double) {
        push(StackedMessage(campaignIndex: nil, campaignID: nil, message: message, triggeredAt: at), at: at)
    }

    /// Rule 7c: whether a campaign's message has waited its timeout since its trigger at `at`
    /// (a local message never times out).
    func timedOut(_ stacked: StackedMessage, at: Double) -> Bool {
        guard let index = stacked.campaignIndex else { return false }
        return at - stacked.triggeredAt >= catalog.campaigns[index].effectiveTimeout
    }

    /// Whether the device can show a message of this orientation (a tablet shows both).
    func accepts(_ orientation: Orientation) -> Bool {
        orientation == .any || configuration.device == .tablet || orientation.rawValue == self.orientation.rawValue
    }

    /// Whether every asset of the message can be had: not failing, and cached unless online.
    func assetsAvailable(for message: InAppMessage) -> Bool {
        message.assetURLs.allSatisfy { url in
            !configuration.failingAssets.contains(url) && (isOnline || cachedAssets.contains(url))
        }
    }

    /// Rule 8: how the message would be presented now on the configured platform (also what the
    /// session's phone uses to show a message as this app and device would).
    public func presentation(of message: InAppMessage, campaignID: String?, at: Double) -> MessagePresentation {
        let settings = configuration.presentation
        var orientation = self.orientation
        if let preferred = settings.preferredOrientation,
            message.orientation == .any || message.orientation.rawValue == preferred.rawValue,
            configuration.supportedOrientations.contains(preferred)
        {
            orientation = preferred
        }
        return MessagePresentation(
            campaignID: campaignID,
            message: message,
            orientation: orientation,
            appearance: message.themes.appearance(
                onDevice: appearance,
                disableDarkMode: settings.disableDarkMode,
                on: configuration.platform
            ),
            statusBarHidden: settings.statusBar.hidesStatusBar(
                for: message.kind,
                onTablet: configuration.device == .tablet,
                on: configuration.platform
            ),
            slideupOffset: settings.slideupOffset,
            displayedAt: at
        )
    }

    /// Rule 7g: puts the message on screen, logs `displayed` and `impression`, arms auto-dismiss;
    /// a control message logs `control_impression` instead and leaves the screen free.
    mutating func display(_ stacked: StackedMessage, at: Double) {
        if stacked.message.kind == .control {
            if let index = stacked.campaignIndex {
                emit(.controlImpression, at: at, impressionFields(index))
                campaignStates[index].counts.controlImpressions += 1
                recordDisplay(of: index, at: at)
            }
            return
        }
        let shown = presentation(of: stacked.message, campaignID: stacked.campaignID, at: at)
        displaySequence += 1
        onScreen = OnScreenMessage(presentation: shown, campaignIndex: stacked.campaignIndex, token: displaySequence)
        var fields = campaignFields(stacked.campaignIndex)
        fields += [
            .init("orientation", .string(shown.orientation.rawValue)),
            .init("appearance", .string(shown.appearance.rawValue)),
            .init("status_bar_hidden", .bool(shown.statusBarHidden)),
        ]
        emit(.displayed, at: at, fields)
        if let index = stacked.campaignIndex {
            emit(.impression, at: at, impressionFields(index))
            campaignStates[index].counts.impressions += 1
            recordDisplay(of: index, at: at)
        }
        if let seconds = stacked.message.messageClose.autoDismissDelay(on: configuration.platform) {
            addTimer(at: at + seconds, .autoDismiss(token: displaySequence))
        }
    }

    /// Rule 7a/b/d: leaves the message on top of the stack and says why.
    mutating func reenqueue(_ top: StackedMessage, reason: String, at: Double) {
        emit(.reenqueued, at: at, fields(of: top, reason: reason))
        if let index = top.campaignIndex { campaignStates[index].outcome = .reenqueued(at: at, reason: reason) }
    }

    /// Rule 7c–f: drops the top message; it can be triggered again later.
    mutating func discardTop(reason: String, at: Double, detail: String? = nil) {
        let top = stack.removeLast()
        emit(.discarded, at: at, fields(of: top, reason: reason) + (detail.map { [.init("detail", .string($0))] } ?? []))
        if let index = top.campaignIndex { campaignStates[index].outcome = .discarded(at: at, reason: reason) }
    }

    /// `campaign` (when there is one) and `reason`.
    func fields(of stacked: StackedMessage, reason: String) -> [TraceEntry.Field] {
        campaignFields(stacked.campaignIndex) + [.init("reason", .string(reason))]
    }
}
