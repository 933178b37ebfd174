/// A device's log replayed by the delivery engine: the session the log implies, Vitrine's trace
/// of it, and where Vitrine and the device agree (docs/device-logs.md, "The replay").
public struct DeviceLogReplay: Sendable {
    /// What a log cannot say, set by the user (docs/device-logs.md, "What a log cannot say").
    public struct Settings: Sendable, Hashable {
        /// The SDK whose rules apply (nil: the log's).
        public var platform: Platform?
        /// The device's orientation all along.
        public var orientation: DeliveryConfiguration.DeviceOrientation
        /// Seconds after its impression at which a message the log does not see leave is taken as closed.
        public var dismissAfter: Double
        /// The app's minimum interval between triggered messages (`trigger_minimum_time_interval`).
        public var minimumInterval: Double
        /// How far apart in seconds the device's and Vitrine's moments may be and still agree.
        public var tolerance: Double

        /// The defaults: the log's platform, portrait, closed after 10 s, the SDKs' 30 s, 2 s apart.
        public init(
            platform: Platform? = nil,
            orientation: DeliveryConfiguration.DeviceOrientation = .portrait,
            dismissAfter: Double = 10,
            minimumInterval: Double = 30,
            tolerance: Double = 2
        ) {
            self.platform = platform
            self.orientation = orientation
            self.dismissAfter = dismissAfter
            self.minimumInterval = minimumInterval
            self.tolerance = tolerance
        }
    }

    /// The log replayed.
    public var log: DeviceLog
    /// The settings it was replayed with.
    public var settings: Settings
    /// The simulated app (`epoch` is the log's first moment).
    public var configuration: DeliveryConfiguration
    /// The session's events, as a device session stores them.
    public var events: [DeviceEvent]
    /// Vitrine's trace.
    public var trace: [TraceEntry]
    /// The agreement table, in time order.
    public var rows: [AgreementRow]
    /// "Why didn't it show?" for each of the log's campaigns, at the log's end.
    public var whyNot: [(campaign: String, answer: WhyNot)]
    /// What the replay assumed, in words.
    public var assumptions: [String]

    /// Whether every row agrees.
    public var agrees: Bool { rows.allSatisfy { $0.status == .agreed } }

    /// Replays `log` with `settings`; `brake` is asked before each event.
    public init(log: DeviceLog, settings: Settings = Settings(), brake: ReplayBrake = .none) throws(DeliveryError) {
        self.log = log
        self.settings = settings
        let start = log.start ?? 0
        var configuration = DeliveryConfiguration(
            platform: settings.platform ?? log.platform ?? .ios,
            triggerMinimumTimeInterval: settings.minimumInterval,
            orientation: settings.orientation,
            epoch: start
        )
        if configuration.platform == .web { configuration.device = .desktop }
        self.configuration = configuration
        let facts = DeviceFacts(log: log, start: start, settings: settings)
        events = facts.inputs
        assumptions = facts.assumptions
        var engine = DeliveryEngine(configuration: configuration, campaigns: log.campaigns)
        var trace: [TraceEntry] = []
        var answers: [Int: WhyNot] = [:]
        var queries = facts.queries[...]
        var last = 0.0
        func ask(upTo limit: Double, engine: inout DeliveryEngine) throws(DeliveryError) {
            while let query = queries.first, query.at <= limit {
                queries = queries.dropFirst()
                let at = max(query.at, last)
                try engine.apply(DeviceEvent(at: at, .tick)) { trace.append($0) }
                last = at
                if let campaign = query.campaign { answers[query.id] = engine.whyNot(campaignID: campaign) }
            }
        }
        for event in events {
            try brake.check(before: event.at)
            try ask(upTo: event.at - 0.000_001, engine: &engine)
            try engine.apply(event) { trace.append($0) }
            last = event.at
        }
        try ask(upTo: .infinity, engine: &engine)
        self.trace = trace
        rows = facts.agreement(with: trace, answers: answers, tolerance: settings.tolerance)
        let finalEngine = engine
        whyNot = log.campaigns.map { ($0.id, finalEngine.whyNot(campaignID: $0.id)) }
    }
}

/// One row of the agreement table: something the device logged, Vitrine predicted, or both.
public struct AgreementRow: Sendable, Hashable {
    /// What is compared.
    public var kind: Kind
    /// Whether both sides have it.
    public var status: Status
    /// The campaign, when the row is about one.
    public var campaign: String?
    /// When the device logged it (seconds from the log's start).
    public var deviceAt: Double?
    /// When Vitrine predicts it.
    public var vitrineAt: Double?
    /// The event type, button or rule the row is about.
    public var detail: String?
    /// Vitrine's reason, for a row the two sides do not share.
    public var reason: String?
    /// The device's words and the line they are on.
    public var evidence: String?
    /// The log line.
    public var line: Int?

    /// What is compared.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case impression
        case click
        case controlImpression = "control_impression"
        case noMatchingTrigger = "no_matching_trigger"
        case refusal
    }

    /// Whether both sides have it.
    public enum Status: String, Sendable, Hashable, CaseIterable {
        case agreed
        case deviceOnly = "device_only"
        case vitrineOnly = "vitrine_only"
    }
}
