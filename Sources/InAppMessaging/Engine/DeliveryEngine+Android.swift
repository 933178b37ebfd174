/// Android's rules (docs/rules.md, "Platforms"), read from braze-inc/braze-android-sdk:
/// `android-sdk-ui/src/main/java/com/braze/ui/inappmessage/BrazeInAppMessageManager.kt`
/// (`requestDisplayInAppMessage`, `registerInAppMessageManager`, `unregisterInAppMessageManager`,
/// `verifyOrientationStatus`) and `java/com/braze/BrazeActivityLifecycleCallbackListener.kt`.
///
/// Messages are drawn on the registered Activity. A `screen` event is an Activity transition: the
/// old Activity pauses and the new one resumes; `app_background` pauses the current one and
/// `app_foreground` resumes it.
extension DeliveryEngine {
    /// Android's own handling of an event; false when the shared rules of `handle` apply (its
    /// gestures follow `DeliveryConfiguration.refusal(of:on:)`).
    mutating func handleOnAndroid(_ payload: DeviceEvent.Payload, at: Double) -> Bool {
        switch payload {
        case .appBackground:
            isInForeground = false
            pauseActivity(screen, at: at)
        case .appForeground:
            isInForeground = true
            resumeActivity(screen, previous: screen, at: at)
        case .appLaunch(cold: false):
            guard !isInForeground else { return true }
            isInForeground = true
            resumeActivity(screen, previous: screen, at: at)
        case .screen(let name):
            let previous = screen
            screen = name
            pauseActivity(previous, at: at)
            resumeActivity(name, previous: previous, at: at)
        default: return false
        }
        return true
    }

    /// `requestDisplayInAppMessage`: with no Activity the top message goes to the waiting slot;
    /// otherwise display choice is asked every time a message leaves the stack (control messages
    /// ask the SDK's default listener, which always shows, unless the app set its own control
    /// listener: `custom_control_listener`), then the image is downloaded, then
    /// the orientation is checked, then a message holding an invalid Braze Action is dropped
    /// (`displayInAppMessage`: `containsInvalidBrazeAction`; the SDK's retry of the trigger's
    /// next campaign is not modelled).
    mutating func presentOnAndroid(_ top: StackedMessage, at: Double) {
        guard platformState.activityRegistered else { return park(top, at: at) }
        if onScreen != nil { return reenqueue(top, reason: "message_on_screen", at: at) }
        if timedOut(top, at: at) { return discardTop(reason: "timeout", at: at) }
        let choice: DeliveryConfiguration.DisplayChoice =
            top.message.kind == .control && !configuration.platformSettings.customControlListener
            ? .now : configuration.displayChoice(for: top.message, currentScreen: screen)
        switch choice {
        case .now: break
        case .later: return reenqueue(top, reason: "display_choice", at: at)
        case .discard: return discardTop(reason: "display_choice", at: at)
        case .reenqueue: return returnToTriggers(top, at: at)
        }
        if !assetsAvailable(for: top.message) { return discardTop(reason: "asset_failure", at: at) }
        if !accepts(top.message.orientation) { return discardTop(reason: "orientation_mismatch", at: at) }
        if top.message.containsInvalidBrazeAction { return discardTop(reason: "invalid_braze_action", at: at) }
        stack.removeLast()
        display(top, at: at)
    }

    /// `REENQUEUE`: the message leaves the stack and goes back to the trigger system, as if never
    /// triggered. A message the app built itself has no trigger to go back to: it is discarded.
    private mutating func returnToTriggers(_ top: StackedMessage, at: Double) {
        guard let index = top.campaignIndex else { return discardTop(reason: "display_choice", at: at) }
        stack.removeLast()
        emit(.returnedToTriggers, at: at, fields(of: top, reason: "display_choice"))
        campaignStates[index].outcome = .returnedToTriggers(at: at)
    }

    /// No Activity is registered: the top message leaves the stack for the single waiting slot
    /// (`unregisteredInAppMessage`); a message already waiting there is lost.
    private mutating func park(_ top: StackedMessage, at: Double) {
        reenqueue(top, reason: "no_activity", at: at)
        stack.removeLast()
        if let lost = platformState.waiting {
            emit(.discarded, at: at, fields(of: lost, reason: "replaced_while_waiting"))
            if let index = lost.campaignIndex {
                campaignStates[index].outcome = .discarded(at: at, reason: "replaced_while_waiting")
            }
        }
        platformState.waiting = top
    }

    /// `onActivityPaused`: the Activity unregisters only when the app does not persist its
    /// WebView in the background (it does by default since SDK 35).
    private mutating func pauseActivity(_ name: String?, at: Double) {
        if !configuration.platformSettings.persistWebViewWhenBackgrounding, !isBlocked(name) {
            unregisterActivity(at: at)
        }
    }

    /// `onActivityResumed`: a blocked screen unregisters; another one registers, unless it is the
    /// Activity already registered and the WebView was persisted.
    private mutating func resumeActivity(_ name: String?, previous: String?, at: Double) {
        if isBlocked(name) { return unregisterActivity(at: at) }
        let persists = configuration.platformSettings.persistWebViewWhenBackgrounding
        if persists, name != previous { unregisterActivity(at: at) }
        if !persists || name != previous { registerActivity(at: at) }
    }

    /// Whether `name` is on the app's `inAppMessagingRegistrationBlocklist`.
    private func isBlocked(_ name: String?) -> Bool {
        name.map(configuration.platformSettings.blockedScreens.contains) ?? false
    }

    /// `unregisterInAppMessageManager`: the message on screen leaves with its Activity and is kept
    /// as the carry-over. With no message on screen the carry-over is overwritten with nothing, so
    /// an earlier one is lost (`applyUnregisterDisplayedMessageResult`).
    private mutating func unregisterActivity(at: Double) {
        platformState.activityRegistered = false
        if let shown = onScreen {
            timers.removeAll { $0.action == .autoDismiss(token: shown.token) }
            onScreen = nil
            platformState.carryover = shown
        } else if let lost = platformState.carryover {
            platformState.carryover = nil
            let campaign = campaignFields(lost.campaignIndex)
            emit(.dismissed, at: at, campaign + [.init("reason", .string("carryover_lost"))])
            releaseOrientationLock()
        }
    }

    /// `registerInAppMessageManager`: the carry-over comes back (no display choice, no new
    /// impression, its auto-dismiss starts again); else the waiting message is pushed and offered.
    private mutating func registerActivity(at: Double) {
        platformState.activityRegistered = true
        if let carried = platformState.carryover {
            platformState.carryover = nil
            displaySequence += 1
            onScreen = OnScreenMessage(presentation: carried.presentation, campaignIndex: carried.campaignIndex, token: displaySequence)
            let campaign = campaignFields(carried.campaignIndex)
            emit(.carriedOver, at: at, campaign + [.init("screen", screen.map(JSONValue.string) ?? .null)])
            if let seconds = carried.presentation.message.messageClose.autoDismissDelay(on: .android) {
                addTimer(at: at + seconds, .autoDismiss(token: displaySequence))
            }
        } else if let waiting = platformState.waiting {
            platformState.waiting = nil
            push(waiting, at: at)
        }
    }
}
