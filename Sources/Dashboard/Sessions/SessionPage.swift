import CampaignStore
import InAppMessaging

/// The session page (`/sessions/{id}?at=N`): the phone, the control panel, the trace grouped by
/// event, the stack, user attributes, counts per campaign and "why didn't X show?", as they were
/// after the first N events.
struct SessionPage: Page {
    /// The template.
    static let template = "session"

    /// How many log rows are shown before the scrub point (the rest is summarised).
    static let rowsBefore = 200
    /// How many log rows are shown after the scrub point.
    static let rowsAfter = 50

    let id: String
    let name: String
    /// The platform whose rules the session follows, for people.
    let platform: String
    /// What the `reenqueue` display choice does on that platform.
    let reenqueueMeaning: String
    /// Whether the phone has Android's back button (posting a `back` event).
    let hasBackButton: Bool
    /// The user profile the session's messages render their Liquid as.
    let userName: String?
    /// Whether the viewer may log events, refresh and delete (`SessionOwnership`); the controls
    /// are left out otherwise, and `readOnlyNote` says why.
    let mayChange: Bool
    let readOnlyNote: String?
    let eventCount: String
    /// "event" or "events", after the count.
    let eventNoun: String
    let at: String
    let isScrubbed: Bool
    let phoneURL: String
    /// The session now (after every event), and before its first event.
    let nowURL: String
    let startURL: String
    /// The session as a scenario file.
    let scenarioURL: String
    /// Where the control panel's events, the refresh and the delete post.
    let eventsURL: String
    let refreshURL: String
    let deleteURL: String
    let phoneStyle: String
    let nextAt: String
    let time: String
    let foreground: String
    let orientation: String
    let appearance: String
    /// The device's text size when not the platform's default ("text AX3", "text font scale 1.3").
    let textSize: String?
    let network: String
    /// The orientation lock (iOS and Android phones) in words while the message on screen holds it
    /// (nil: no lock).
    let orientationLock: String?
    /// On Android, while a modal or full message is on screen: TalkBack can still reach the app
    /// behind it unless the app turns on the SDK's exclusive mode (nil otherwise).
    let screenReaderNote: String?
    /// The Device group's selects, with the device's state now selected.
    let orientationOptions: [OptionView]
    let appearanceOptions: [OptionView]
    let networkOptions: [OptionView]
    let screen: String
    let onScreen: String?
    /// A "Click" control per button of the message on screen.
    let buttonControls: [SessionButtonControl]
    /// Why there is no button to click, when there is none.
    let buttonsNote: String?
    /// Why Close, Swipe and Background tap do nothing to the message on screen (nil: they act, or
    /// nothing is on screen); the template disables the control and shows the sentence.
    let closeNote: String?
    let swipeNote: String?
    let backgroundTapNote: String?
    let stack: [SessionRows.Stacked]
    let attributes: [SessionRows.Attribute]
    let counts: [SessionRows.Count]
    /// The user's group in each A/B-tested campaign (empty when none is split).
    let variantRows: [SessionRows.VariantRow]
    let hasVariantRows: Bool
    let campaignOptions: [OptionView]
    /// The campaign ids the session's push-click triggers wait for, suggested for a push click.
    let pushCampaignIDs: [String]
    let whyNot: SessionRows.WhyNotAnswer?
    let log: [SessionRows.Event]
    let hiddenEarlier: String?
    let hiddenLater: String?
    let isEmptyLog: Bool
    let error: String?
    let errorPath: String?
    let propertyRows: [SessionRows.PropertyRow]
    /// For a session made from a device's log: how Vitrine and the device compare.
    let deviceLog: DeviceLogView?

    /// Builds the page from the timeline replayed to `at` and the whole stored log.
    init(
        session: StoredSession,
        timeline: SessionTimeline,
        allEvents: [DeviceEvent],
        whyNot whyCampaign: String?,
        whyNotStoredStatus: CampaignStatus? = nil,
        error: APIError? = nil,
        mayChange: Bool = true,
        deviceLog: DeviceLogView? = nil,
        paths: Paths
    ) {
        let engine = timeline.engine
        self.deviceLog = deviceLog
        self.mayChange = mayChange
        if mayChange {
            readOnlyNote = nil
        } else {
            let whose: String = session.owner.map { "\($0)’s" } ?? "nobody’s (made on the command line or before sessions had owners)"
            let note: String = "This session is \(whose): you can step through it, export it and ask why a campaign did not show; "
            readOnlyNote = note + "its owner, editors and admins log events on it."
        }
        let position = timeline.events.count
        id = session.id
        name = session.name
        platform = session.configuration.platform.displayName
        reenqueueMeaning = session.configuration.platform.reenqueueMeaning
        hasBackButton = session.configuration.platform == .android
        userName = session.configuration.user?.name
        eventCount = String(allEvents.count)
        eventNoun = allEvents.count == 1 ? "event" : "events"
        at = String(position)
        isScrubbed = position < allEvents.count
        phoneURL = paths.sessionPhone(session.id, at: position)
        nowURL = paths.session(session.id)
        startURL = paths.session(session.id, at: 0)
        scenarioURL = paths.sessionScenario(session.id)
        eventsURL = paths.sessionEvents(session.id)
        refreshURL = paths.sessionRefresh(session.id)
        deleteURL = paths.sessionDelete(session.id)
        let phone = SessionPhone(configuration: session.configuration, engine: engine)
        phoneStyle = phone.frameStyle
        screenReaderNote = Self.screenReaderNote(platform: session.configuration.platform, onScreen: phone.presentation?.message.kind)
        nextAt = SessionRows.format(allEvents.last.map { $0.at + 1 } ?? 0)
        time = engine.time.map { SessionRows.format($0) + " s" } ?? "not started"
        foreground = engine.isInForeground ? "foreground" : "background"
        orientation = engine.orientation.rawValue
        appearance = engine.appearance.rawValue
        textSize = session.configuration.textSize.map { "text \($0.label)" }
        let network = engine.isOnline ? "online" : "offline"
        self.network = network
        orientationLock = engine.deferredOrientation.map { turned in
            let who = engine.presentation?.campaignID ?? "the message on screen"
            let source =
                session.configuration.platform == .android
                ? "Android locks the orientation of a message that has one, verifyOrientationStatus"
                : "BrazeUI's view controller supports only the message's orientation while it is shown, "
                    + "supportedInterfaceOrientations"
            return "Orientation locked: the device is turned \(turned.rawValue), but the screen stays "
                + "\(engine.orientation.rawValue) while \(who) is shown (\(source)); it turns when the message leaves."
        }
        let device = engine.deferredOrientation ?? engine.orientation
        orientationOptions = ["portrait", "landscape"].map { OptionView(value: $0, label: $0, selected: $0 == device.rawValue) }
        appearanceOptions = ["light", "dark"].map { OptionView(value: $0, label: $0, selected: $0 == engine.appearance.rawValue) }
        networkOptions = ["online", "offline"].map { OptionView(value: $0, label: $0, selected: $0 == network) }
        screen = engine.screen ?? "—"
        onScreen = (phone.presentation ?? engine.presentation).map(SessionRows.describe)
        let kindOnScreen = engine.presentation?.message.kind
        buttonControls = SessionButtonControl.controls(for: engine.presentation?.message)
        buttonsNote = SessionButtonControl.absenceNote(for: engine.presentation?.message)
        closeNote = kindOnScreen.flatMap { SessionGestures.ignored(.close, kind: $0, configuration: session.configuration) }
        swipeNote = kindOnScreen.flatMap { SessionGestures.ignored(.swipe, kind: $0, configuration: session.configuration) }
        backgroundTapNote = SessionGestures.backgroundTapIgnored(
            by: engine.presentations.map(\.message.kind),
            configuration: session.configuration
        )
        stack = engine.stack.reversed().map(SessionRows.Stacked.init)
        attributes = engine.attributes.sorted { $0.key < $1.key }.map { SessionRows.Attribute(key: $0.key, value: JSONWriter.write($0.value)) }
        counts = session.campaigns.map { SessionRows.Count(campaign: $0, counts: engine.counts(for: $0.id)) }
        variantRows = session.campaigns.compactMap { campaign in
            engine.variantChoice(of: campaign.id).map { SessionRows.VariantRow(campaign: campaign, choice: $0) }
        }
        hasVariantRows = !variantRows.isEmpty
        campaignOptions = session.campaigns.map { OptionView(value: $0.id, label: "\($0.name) (\($0.id))", selected: $0.id == whyCampaign) }
        pushCampaignIDs = Array(
            Set(session.campaigns.flatMap { $0.triggers.compactMap { if case .pushClick(let id) = $0 { id } else { nil } } })
        ).sorted()
        whyNot = whyCampaign.map {
            SessionRows.WhyNotAnswer(campaign: $0, answer: engine.whyNot(campaignID: $0), storedStatus: whyNotStoredStatus)
        }
        let first = max(0, position - Self.rowsBefore)
        let last = min(allEvents.count, position + Self.rowsAfter)
        let firstDelivery = timeline.entriesByEvent.firstIndex { $0.contains { $0.kind == .delivered } } ?? position
        log = (first..<last).map { index in
            SessionRows.Event(
                sessionID: session.id,
                index: index,
                event: allEvents[index],
                position: position,
                entries: index < position ? timeline.entriesByEvent[index] : [],
                scheduled: index < position ? timeline.scheduledByEvent[index] : [],
                ignoredBy: index < position ? timeline.kindOnScreenByEvent[index] : nil,
                beforeDelivery: index < firstDelivery,
                configuration: session.configuration,
                paths: paths
            )
        }
        hiddenEarlier = first > 0 ? "\(first) earlier events not shown" : nil
        hiddenLater = last < allEvents.count ? "\(allEvents.count - last) later events not shown" : nil
        isEmptyLog = allEvents.isEmpty
        self.error = error?.message
        errorPath = error?.path
        propertyRows = (0..<ControlPanelEvent.propertyRows).map { SessionRows.PropertyRow(number: String($0 + 1)) }
    }

    /// The note for a message of `kind` on screen: Android hides the app behind an in-app message
    /// from accessibility services only in exclusive mode (`DefaultInAppMessageViewWrapper.open`,
    /// `isInAppMessageAccessibilityExclusiveModeEnabled`, off by default), so TalkBack can leave a
    /// modal or full message for the app behind it.
    static func screenReaderNote(platform: Platform, onScreen kind: MessageKind?) -> String? {
        guard platform == .android, let kind, [.modal, .modalImage, .full, .fullImage].contains(kind) else { return nil }
        return "TalkBack can still reach the app behind this message: the Braze Android SDK hides the app from "
            + "accessibility services only when the app turns on exclusive mode "
            + "(com_braze_device_in_app_message_accessibility_exclusive_mode_enabled, off by default)."
    }
}
