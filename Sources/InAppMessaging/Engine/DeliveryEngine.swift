/// The delivery engine: configuration + campaigns + event log → trace, with no clock and no I/O.
///
/// A value type: copies are cheap (the campaigns are shared, state is copy-on-write), so a
/// session UI can keep snapshots to scrub back through a log.
public struct DeliveryEngine: Sendable {
    /// The simulated app.
    public let configuration: DeliveryConfiguration
    /// The campaigns and their trigger index, shared by all copies.
    let catalog: CampaignCatalog
    /// Per-campaign bookkeeping, by catalog position.
    var campaignStates: [CampaignState]
    /// Time of the last applied event (or fired timer); nil before the first event.
    public internal(set) var time: Double?
    /// Whether any `session_start` has delivered campaigns yet.
    var hasDelivered = false
    /// When a triggered message was last displayed (docs/rules.md, rule 4).
    var lastTriggeredDisplay: Double?
    /// Pending timers (trigger delays, auto-dismissals).
    var timers: [PendingTimer] = []
    /// Counter for timer creation order.
    var timerSequence = 0
    /// The presenter's stack, bottom first: the last element is presented next.
    public internal(set) var stack: [StackedMessage] = []
    /// The message on screen.
    var onScreen: OnScreenMessage?
    /// Counter identifying displays, for auto-dismiss timers.
    var displaySequence = 0
    /// Whether a click's action is running (BrazeUI's `isProcessingClickAction`, rule 14): a
    /// message triggered meanwhile becomes the follow-up instead of waiting on the stack.
    var isProcessingClickAction = false
    /// The message shown right after the dismissal of the one on screen (BrazeUI's
    /// `followupMessage`); set only while a click's action runs.
    var followup: StackedMessage?
    /// Whether the app is in the foreground.
    public internal(set) var isInForeground = true
    /// The device's orientation now.
    public internal(set) var orientation: DeliveryConfiguration.DeviceOrientation
    /// The system appearance now.
    public internal(set) var appearance: DeliveryConfiguration.Appearance
    /// Whether the device is online now.
    public internal(set) var isOnline: Bool
    /// The app's current screen, if it logged one.
    public internal(set) var screen: String?
    /// Custom user attributes set so far (by custom views and the bridge).
    public internal(set) var attributes: JSONObject = [:]
    /// Asset URLs downloaded so far.
    var cachedAssets: Set<String> = []
    /// Entries produced by the event being applied (at most one past
    /// `maximumEntriesPerEvent`: the rest are dropped, and the event is refused).
    var output: [TraceEntry] = []
    /// Entries produced by every event applied so far.
    var entriesProduced = 0
    /// Regex patterns the bound stopped, and its notes for the event being applied.
    var regexLog = RegexBoundLog()
    /// The Android and web rules' own state.
    var platformState = PlatformState()

    /// The most trace entries one event may produce. A click's Braze Action runs each of its
    /// steps, and a step that logs the event its own campaign is triggered by runs the triggers
    /// again: without a bound, steps × clicks × re-triggers has no end but memory.
    public static let maximumEntriesPerEvent = 1_000
    /// The most trace entries one engine produces over a whole log (a session's 20,000 events
    /// produce a few each).
    public static let maximumEntries = 200_000

    /// Creates an engine for a freshly installed app.
    public init(configuration: DeliveryConfiguration = DeliveryConfiguration(), campaigns: [Campaign]) {
        self.configuration = configuration
        // A split campaign reaches the device as the message of the user's variant (or control).
        let choices = campaigns.map { VariantChoice.choose(in: $0, for: configuration.user, assignment: configuration.variantAssignment) }
        catalog = CampaignCatalog(
            zip(campaigns, choices).map { campaign, choice in choice.map { campaign.delivered(as: $0.outcome) } ?? campaign },
            choices: choices
        )
        campaignStates = Array(repeating: CampaignState(), count: campaigns.count)
        orientation = configuration.orientation
        appearance = configuration.appearance
        isOnline = configuration.online
    }

    /// Applies one event: first the timers due by its time, then the event; returns the entries.
    ///
    /// An event earlier than the previous one throws and leaves the state unchanged.
    public mutating func apply(_ event: DeviceEvent) throws(DeliveryError) -> [TraceEntry] {
        var entries: [TraceEntry] = []
        try apply(event) { entries.append($0) }
        return entries
    }

    /// Applies one event and hands each entry to `sink` instead of collecting them.
    /// Throws for an event out of order (the state unchanged) or one that produces too many
    /// entries (`maximumEntriesPerEvent`, `maximumEntries`: the state part-way through the event,
    /// so the caller drops this engine, as every door does, and keeps the one it copied before).
    public mutating func apply(_ event: DeviceEvent, sink: (TraceEntry) -> Void) throws(DeliveryError) {
        if let time, event.at < time { throw .eventOutOfOrder(at: event.at, previous: time) }
        fireTimers(through: event.at)
        time = event.at
        handleOnPlatform(event)
        if let refusal = refusal(at: event.at) {
            output.removeAll(keepingCapacity: true)
            throw refusal
        }
        entriesProduced += output.count
        drain(into: sink)
    }

    /// Why the event just applied is refused, when its entries pass a bound.
    private func refusal(at: Double) -> DeliveryError? {
        if isOverEventBound { return .tooManyEntries(at: at, limit: Self.maximumEntriesPerEvent) }
        if entriesProduced + output.count > Self.maximumEntries { return .traceTooLong(at: at, limit: Self.maximumEntries) }
        return nil
    }

    /// Whether the event being applied has produced more entries than one event may.
    var isOverEventBound: Bool { output.count > Self.maximumEntriesPerEvent }

    /// Fires every pending timer in time order (the end of a log) and returns the entries.
    public mutating func flush() -> [TraceEntry] {
        var entries: [TraceEntry] = []
        flush { entries.append($0) }
        return entries
    }

    /// Fires every pending timer in time order, handing each entry to `sink`.
    public mutating func flush(sink: (TraceEntry) -> Void) {
        fireTimers(through: .infinity)
        drain(into: sink)
    }

    /// Dispatches an event's payload to the rule that handles it.
    mutating func handle(_ payload: DeviceEvent.Payload, at: Double) {
        switch payload {
        case .appLaunch(let cold): launch(cold: cold, at: at)
        case .sessionStart:
            deliver(at: at)
            match(.sessionStart, at: at)
        case .sessionEnd, .tick: break
        case .customEvent(let name, let properties): match(.customEvent(name: name, properties: properties), at: at)
        case .purchase(let purchase): match(.purchase(purchase), at: at)
        case .pushClick(let campaignID): match(.pushClick(campaignID: campaignID), at: at)
        case .appBackground: isInForeground = false
        case .appForeground:
            isInForeground = true
            present(at: at)
        case .rotate(let orientation): rotate(to: orientation, at: at)
        case .appearance(let mode): appearance = mode
        case .network(let isOnline): self.isOnline = isOnline
        case .screen(let name): screen = name
        case .presentNext: present(at: at)
        case .click(let button): click(button: button, at: at)
        case .close: dismissOnScreen(by: .close, at: at)
        case .swipe: dismissOnScreen(by: .swipe, at: at)
        case .backgroundTap: dismissOnScreen(by: .backgroundTap, at: at)
        case .back: dismissOnScreen(by: .back, at: at)
        case .customViewSubmit(let values): submitCustomView(values: values, at: at)
        case .bridge(let call): bridge(call, at: at)
        case .link(let url, let target): followLink(url, target: target, at: at)
        case .presentLocal(let message): presentLocal(message, at: at)
        }
    }

    /// Rule 12: a cold launch empties the stack and the screen (and forgets pending timers, which
    /// lived in the killed process); any launch brings the app to the foreground.
    mutating func launch(cold: Bool, at: Double) {
        guard cold else {
            if !isInForeground {
                isInForeground = true
                present(at: at)
            }
            return
        }
        stack.removeAll()
        onScreen = nil
        orientation = platformState.deferredOrientation ?? orientation
        platformState = PlatformState()
        timers.removeAll()
        isInForeground = true
        screen = nil
        emit(.stackCleared, at: at)
    }

    /// Appends an entry to the output of the event being applied.
    mutating func emit(_ kind: TraceEntry.Kind, at: Double, _ fields: [TraceEntry.Field] = []) {
        guard !isOverEventBound else { return }
        output.append(TraceEntry(at: at, kind: kind, fields: fields))
    }

    /// Hands the collected entries to `sink` and empties the buffer, keeping its capacity.
    private mutating func drain(into sink: (TraceEntry) -> Void) {
        for entry in output { sink(entry) }
        output.removeAll(keepingCapacity: true)
    }
}

/// The message on screen, with what the engine needs to act on it.
struct OnScreenMessage: Sendable, Hashable {
    /// How it is shown.
    var presentation: MessagePresentation
    /// The campaign's position in the catalog; nil for a local message.
    var campaignIndex: Int?
    /// Identifies this display for its auto-dismiss timer.
    var token: Int
}

extension DeliveryEngine {
    /// The campaigns the engine was given.
    public var campaigns: [Campaign] { catalog.campaigns }
    /// The message on screen and how it is presented, if any.
    public var presentation: MessagePresentation? { onScreen?.presentation }
    /// Ids of the campaigns cached by the last `session_start`, in catalog order.
    public var deliveredCampaignIDs: [String] {
        campaignStates.indices.filter { campaignStates[$0].delivered }.map { catalog.campaigns[$0].id }
    }

    /// Impressions, control impressions and clicks of a campaign (zero for an unknown id).
    public func counts(for campaignID: String) -> CampaignCounts {
        catalog.indexByID[campaignID].map { campaignStates[$0].counts } ?? CampaignCounts()
    }

    /// Counts for every campaign that has any, by id.
    public var allCounts: [String: CampaignCounts] {
        var result: [String: CampaignCounts] = [:]
        for (index, state) in campaignStates.enumerated() where state.counts != CampaignCounts() {
            result[catalog.campaigns[index].id] = state.counts
        }
        return result
    }
}
