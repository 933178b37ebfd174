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
    var now: Double?
    /// Whether any `session_start` has delivered campaigns yet.
    var hasDelivered = false
    /// When a triggered message was last displayed (rule 4).
    var lastTriggeredDisplay: Double?
    /// Pending timers (trigger delays, auto-dismissals).
    var timers: [PendingTimer] = []
    /// Counter for timer creation order.
    var timerSequence = 0
    /// The presenter's stack; the last element is the top.
    var stackStorage: [StackedMessage] = []
    /// The message on screen.
    var onScreen: OnScreenMessage?
    /// Counter identifying displays, for auto-dismiss timers.
    var displaySequence = 0
    /// Whether the app is in the foreground.
    var foreground = true
    /// The device's orientation.
    var deviceOrientation: DeliveryConfiguration.DeviceOrientation
    /// The system appearance.
    var deviceAppearance: DeliveryConfiguration.Appearance
    /// Whether the device is online.
    var online: Bool
    /// The app's current screen.
    var currentScreen: String?
    /// Custom user attributes set by custom views and the bridge.
    var userAttributes: [String: JSONValue] = [:]
    /// Asset URLs downloaded so far.
    var cachedAssets: Set<String> = []
    /// Entries produced by the event being applied.
    var output: [TraceEntry] = []

    /// Creates an engine for a freshly installed app.
    public init(configuration: DeliveryConfiguration = DeliveryConfiguration(), campaigns: [Campaign]) {
        self.configuration = configuration
        catalog = CampaignCatalog(campaigns)
        campaignStates = Array(repeating: CampaignState(), count: campaigns.count)
        deviceOrientation = configuration.orientation
        deviceAppearance = configuration.appearance
        online = configuration.online
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
    public mutating func apply(_ event: DeviceEvent, sink: (TraceEntry) -> Void) throws(DeliveryError) {
        if let now, event.at < now { throw .eventOutOfOrder(at: event.at, previous: now) }
        fireTimers(through: event.at)
        now = event.at
        handle(event.payload, at: event.at)
        drain(into: sink)
    }

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
        case .appBackground: foreground = false
        case .appForeground:
            foreground = true
            present(at: at)
        case .rotate(let orientation): deviceOrientation = orientation
        case .appearance(let mode): deviceAppearance = mode
        case .network(let isOnline): online = isOnline
        case .screen(let name): currentScreen = name
        case .presentNext: present(at: at)
        case .click(let button): click(button: button, at: at)
        case .close: dismissOnScreen(reason: "close_button", at: at)
        case .swipe:
            if onScreen?.presentation.message.kind == .slideup { dismissOnScreen(reason: "swipe", at: at) }
        case .backgroundTap:
            if configuration.presentation.dismissOnBackgroundTap {
                dismissOnScreen(reason: "background_tap", at: at)
            }
        case .customViewSubmit(let values): submitCustomView(values: values, at: at)
        case .bridge(let call): bridge(call, at: at)
        case .presentLocal(let message): presentLocal(message, at: at)
        }
    }

    /// Rule 12: a cold launch empties the stack and the screen (and forgets pending timers, which
    /// lived in the killed process); any launch brings the app to the foreground.
    mutating func launch(cold: Bool, at: Double) {
        guard cold else {
            if !foreground {
                foreground = true
                present(at: at)
            }
            return
        }
        stackStorage.removeAll()
        onScreen = nil
        timers.removeAll()
        foreground = true
        currentScreen = nil
        emit(.stackCleared, at: at)
    }

    /// Appends an entry to the output of the event being applied.
    mutating func emit(_ kind: TraceEntry.Kind, at: Double, _ fields: [TraceEntry.Field] = []) {
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
