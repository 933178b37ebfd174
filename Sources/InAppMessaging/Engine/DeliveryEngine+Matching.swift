import Liquid

/// Rules 1, 2 and 6: delivery, matching events to delivered campaigns, and firing.
extension DeliveryEngine {
    /// An event that trigger conditions can match.
    enum TriggerEvent {
        /// `session_start`, for `open` triggers.
        case sessionStart
        /// A custom event, logged by the app or through the bridge.
        case customEvent(name: String, properties: JSONObject)
        /// A purchase, logged by the app or through the bridge.
        case purchase(DeviceEvent.Purchase)
        /// A push notification was opened.
        case pushClick(campaignID: String)

        /// The index keys the event is looked up by.
        var keys: [TriggerKey] {
            switch self {
            case .sessionStart: return [.sessionStart]
            case .customEvent(let name, _): return [.customEvent(name)]
            case .purchase(let purchase): return [.anyPurchase, .product(purchase.productID)]
            case .pushClick(let campaignID): return [.pushClick(campaignID)]
            }
        }

        /// The event's properties, compared by property filters.
        var properties: JSONObject {
            switch self {
            case .customEvent(_, let properties): return properties
            case .purchase(let purchase): return purchase.properties
            case .sessionStart, .pushClick: return [:]
            }
        }

        /// The fields of its `no_matching_trigger` entry.
        var traceFields: [TraceEntry.Field] {
            switch self {
            case .sessionStart: return [.init("event", .string("session_start"))]
            case .customEvent(let name, _): return [.init("event", .string("custom_event")), .init("name", .string(name))]
            case .purchase(let purchase):
                return [.init("event", .string("purchase")), .init("product_id", .string(purchase.productID))]
            case .pushClick(let campaignID):
                return [.init("event", .string("push_click")), .init("campaign_id", .string(campaignID))]
            }
        }
    }

    /// Rule 1: caches every active campaign whose schedule window contains `at` and prefetches
    /// its assets when online. On iOS a message with a click action URI and no URI does not
    /// decode and is not cached (`undecodable`); Android and the web keep it, and a click on it
    /// opens nothing.
    mutating func deliver(at: Double) {
        let unixTime = configuration.epoch + at
        var deliveredIDs: [JSONValue] = []
        for (index, campaign) in catalog.campaigns.enumerated() {
            var isDelivered = campaign.status == .active && campaign.isScheduled(atUnixTime: unixTime)
            campaignStates[index].undecodableClickAction = nil
            if isDelivered, configuration.platform == .ios, let path = campaign.message.clickActionWithoutURI {
                // BrazeKit decodes a click action URI into a URL and drops a message without one
                // (braze-inc/braze-swift-sdk#53: "Unable to parse platform message click action").
                isDelivered = false
                campaignStates[index].undecodableClickAction = path.description
                emit(
                    .undecodable,
                    at: at,
                    [
                        campaignField(index), .init("path", .string(path.description)),
                        .init("detail", .string("click action URI without a URI")),
                    ]
                )
            }
            campaignStates[index].delivered = isDelivered
            guard isDelivered else { continue }
            deliveredIDs.append(.string(campaign.id))
            if isOnline {
                for url in campaign.message.assetURLs where !configuration.failingAssets.contains(url) {
                    cachedAssets.insert(url)
                }
            }
        }
        hasDelivered = true
        emit(.delivered, at: at, [.init("campaigns", .array(deliveredIDs))])
    }

    /// Rules 2–6 for one event: finds the matching delivered campaigns, filters them through
    /// eligibility, minimum interval and priority, and fires the winner.
    mutating func match(_ event: TriggerEvent, at: Double) {
        var matched: [Int] = []
        if hasDelivered {
            let unixTime = configuration.epoch + at
            for key in event.keys {
                for reference in catalog.triggerIndex[key] ?? [] where campaignStates[reference.campaign].delivered {
                    let condition = catalog.campaigns[reference.campaign].triggers[reference.condition]
                    let failure = condition.filters?.firstFailure(in: event.properties, unixTime: unixTime, log: &regexLog)
                    for note in regexLog.notes {
                        emit(
                            .regexBoundExceeded,
                            at: at,
                            [
                                campaignField(reference.campaign), .init("property", .string(note.property)),
                                .init("limit", .string(note.limit.rawValue)),
                            ]
                        )
                    }
                    regexLog.notes = []
                    if let failure {
                        if !matched.contains(reference.campaign) {
                            campaignStates[reference.campaign].outcome = .conditionFailed(at: at, filter: failure)
                        }
                    } else if !matched.contains(reference.campaign) {
                        matched.append(reference.campaign)
                    }
                }
            }
        }
        guard !matched.isEmpty else {
            emit(.noMatchingTrigger, at: at, event.traceFields)
            return
        }
        let rank = configuration.platform == .web ? catalog.webRank : catalog.rank
        matched.sort { rank[$0] < rank[$1] }
        var winner: Int?
        var fallbacks: [Int] = []
        for index in matched {
            // Below the winner, only the web looks at a candidate's own rules (for its fallbacks).
            if winner != nil, configuration.platform == .web, suppression(of: index, at: at) == nil { fallbacks.append(index) }
            let reason: SuppressionReason? =
                if let winner { .lowerPriority(winner: catalog.campaigns[winner].id) } else { suppression(of: index, at: at) }
            guard let reason else {
                winner = index
                continue
            }
            campaignStates[index].outcome = .suppressed(at: at, reason: reason)
            emit(.suppressed, at: at, [campaignField(index), .init("reason", .string(reason.code))])
        }
        guard let winner else { return }
        let fallback = TriggerFallback(campaigns: configuration.platform == .web ? fallbacks : [], properties: event.properties)
        schedule(winner, eventTime: at, fallback: fallback, now: at)
    }

    /// Rule 6: fires the campaign at the end of its delay after the event at `eventTime` (now,
    /// when that is not later than `now`); `fallback` holds the event's properties, for the
    /// message's Liquid, and the web's candidates after this one.
    mutating func schedule(_ index: Int, eventTime: Double, fallback: TriggerFallback, now: Double) {
        let fireAt = eventTime + catalog.campaigns[index].delay
        guard fireAt > now else {
            fire(index, eventTime: eventTime, fallback: fallback, at: now)
            return
        }
        campaignStates[index].outcome = .waitingForDelay(at: now, fireAt: fireAt)
        addTimer(at: fireAt, .trigger(campaign: index, eventTime: eventTime, fallback: fallback))
    }

    /// Rule 6: `triggered`, then the message's Liquid is rendered (a templated message: the
    /// configured user, the event's properties as `event_properties`, now the fire time) and the
    /// message goes to the stack and the presenter (control messages alike). A template that
    /// runs `abort_message` is discarded with reason `liquid_abort` and the reason as `detail`;
    /// one that runs past the Liquid budget with reason `liquid_error`.
    mutating func fire(_ index: Int, eventTime: Double, fallback: TriggerFallback, at: Double) {
        let campaign = catalog.campaigns[index]
        emit(.triggered, at: at, [campaignField(index)])
        var message = campaign.message
        if message.hasLiquid {
            let personalisation = Personalisation(
                user: configuration.user,
                eventProperties: fallback.properties,
                contentBlocks: configuration.contentBlocks,
                campaign: (campaign.id, campaign.name),
                now: configuration.epoch + at,
                translations: campaign.translations,
                collectsUnsetVariables: false
            )
            let outcome = message.personalised(with: personalisation)
            if let reason = outcome.abortReason {
                campaignStates[index].outcome = .discarded(at: at, reason: "liquid_abort")
                emit(.discarded, at: at, [campaignField(index), .init("reason", .string("liquid_abort")), .init("detail", .string(reason))])
                return
            }
            if let resource = outcome.budgetExceeded {
                let detail = outcome.problems.last { $0.severity == .error }?.description ?? "render budget exceeded (\(resource.rawValue))"
                campaignStates[index].outcome = .discarded(at: at, reason: "liquid_error")
                emit(.discarded, at: at, [campaignField(index), .init("reason", .string("liquid_error")), .init("detail", .string(detail))])
                return
            }
            message = outcome.message
        }
        let stacked = StackedMessage(campaignIndex: index, campaignID: campaign.id, message: message, triggeredAt: eventTime, fallback: fallback)
        push(stacked, at: at)
    }

    /// Records a display (or control impression) for re-eligibility and the minimum interval.
    mutating func recordDisplay(of index: Int, at: Double) {
        campaignStates[index].lastDisplayed = at
        campaignStates[index].outcome = .displayed(at: at)
        lastTriggeredDisplay = at
    }

    /// The `campaign` field for the campaign at `index`.
    func campaignField(_ index: Int) -> TraceEntry.Field {
        .init("campaign", .string(catalog.campaigns[index].id))
    }

    /// The `campaign` field, and the `variant` field for a split campaign: what an impression or
    /// a control impression logs.
    func impressionFields(_ index: Int) -> [TraceEntry.Field] {
        [campaignField(index)] + (catalog.choices[index].map { [.init("variant", .string($0.name))] } ?? [])
    }

    /// The user's variant of the campaign `id` (nil when it is not split or unknown).
    public func variantChoice(of id: String) -> VariantChoice? {
        catalog.indexByID[id].flatMap { catalog.choices[$0] }
    }

    /// The `campaign` field for the campaign at `index`, empty for a local message (nil).
    func campaignFields(_ index: Int?) -> [TraceEntry.Field] {
        index.map { [campaignField($0)] } ?? []
    }
}

extension TriggerCondition {
    /// The condition's property filters, if it has any.
    var filters: PropertyFilterGroups? {
        switch self {
        case .purchaseProperty(_, let filters), .customEventProperty(_, let filters): return filters
        case .sessionStart, .purchase, .customEvent, .pushClick, .other: return nil
        }
    }
}

extension Campaign {
    /// Whether `[start_time, end_time]` contains the given unix time.
    func isScheduled(atUnixTime time: Double) -> Bool {
        if let startTime, time < startTime { return false }
        if let endTime, time > endTime { return false }
        return true
    }
}
