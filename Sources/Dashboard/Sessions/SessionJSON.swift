import CampaignStore
import InAppMessaging

/// The JSON shapes of the session API, built as `JSONValue`s.
enum SessionJSON {
    /// The keys written first in session responses.
    static let leadingKeys = [
        "id", "name", "owner", "event_count", "created_at", "updated_at", "at", "kind", "campaign", "trace", "state",
        "configuration", "campaigns",
    ]

    /// A session's listing columns.
    static func summary(_ summary: SessionSummary) -> JSONValue {
        .object([
            "id": .string(summary.id),
            "name": .string(summary.name),
            "owner": summary.owner.map(JSONValue.string) ?? .null,
            "event_count": .int(summary.eventCount),
            "created_at": .string(CampaignJSON.timestamp(summary.createdAt)),
            "updated_at": .string(CampaignJSON.timestamp(summary.updatedAt)),
        ])
    }

    /// A session: its listing columns, configuration, campaign ids and the engine's state.
    static func session(_ session: StoredSession, engine: DeliveryEngine) -> JSONValue {
        .object([
            "id": .string(session.id),
            "name": .string(session.name),
            "owner": session.owner.map(JSONValue.string) ?? .null,
            "event_count": .int(session.eventCount),
            "created_at": .string(CampaignJSON.timestamp(session.createdAt)),
            "updated_at": .string(CampaignJSON.timestamp(session.updatedAt)),
            "configuration": session.configuration.jsonValue,
            "campaigns": .array(session.campaigns.map { .string($0.id) }),
            "state": state(engine),
        ])
    }

    /// What the simulated device is doing: time, app state, the message on screen, the stack,
    /// user attributes and per-campaign counts.
    static func state(_ engine: DeliveryEngine) -> JSONValue {
        var counts: JSONObject = [:]
        for (id, value) in engine.allCounts {
            counts[id] = .object([
                "impressions": .int(value.impressions), "control_impressions": .int(value.controlImpressions),
                "clicks": .int(value.clicks),
            ])
        }
        return .object([
            "time": engine.time.map(number) ?? .null,
            "screen": engine.screen.map(JSONValue.string) ?? .null,
            "foreground": .bool(engine.isInForeground),
            "orientation": .string(engine.orientation.rawValue),
            "appearance": .string(engine.appearance.rawValue),
            "online": .bool(engine.isOnline),
            "on_screen": engine.presentation.map(onScreen) ?? .null,
            "stack": .array(
                engine.stack.reversed().map { item in
                    .object([
                        "campaign": item.campaignID.map(JSONValue.string) ?? .null,
                        "kind": .string(item.message.kind.rawValue),
                        "triggered_at": number(item.triggeredAt),
                    ])
                }
            ),
            "attributes": .object(engine.attributes),
            "delivered": .array(engine.deliveredCampaignIDs.map(JSONValue.string)),
            "counts": .object(counts),
        ])
    }

    /// The message on screen and how it is presented.
    static func onScreen(_ presentation: MessagePresentation) -> JSONValue {
        .object([
            "campaign": presentation.campaignID.map(JSONValue.string) ?? .null,
            "kind": .string(presentation.message.kind.rawValue),
            "orientation": .string(presentation.orientation.rawValue),
            "appearance": .string(presentation.appearance.rawValue),
            "status_bar_hidden": .bool(presentation.statusBarHidden),
            "displayed_at": number(presentation.displayedAt),
        ])
    }

    /// A time as JSON: an integer when whole, as in traces.
    static func number(_ value: Double) -> JSONValue {
        value.rounded() == value && abs(value) < 9.0e15 ? .int(Int(value)) : .double(value)
    }

    /// Trace entries as an array of `{at, kind, …}` objects.
    static func trace(_ entries: [TraceEntry]) -> JSONValue {
        .array(entries.map(\.jsonValue))
    }
}
