import HTTPTypes
import InAppMessaging

/// Events submitted to a session: one event object, an array of them, or `{"events": [...]}`,
/// decoded and checked against `SessionLimits`; every problem is a 422 naming its JSON path.
struct EventBatch: Sendable {
    /// The decoded events, in order.
    var events: [DeviceEvent]
    /// Where the events sit in the body (the root for a single event).
    private var paths: [JSONPath]

    /// Decodes a request body.
    init(body: JSONValue) throws(APIError) {
        switch body {
        case .array(let items):
            try self.init(items: items, base: .root)
        case .object(let members) where members["type"] == nil && members["events"] != nil:
            guard case .array(let items)? = members["events"] else {
                throw APIError(.unprocessableContent, "expected an array of events", path: "events")
            }
            try self.init(items: items, base: JSONPath.root.appending("events"))
        default:
            self.init(events: [try Self.event(body, path: .root)], paths: [.root])
        }
    }

    /// Wraps decoded events and where they sat.
    private init(events: [DeviceEvent], paths: [JSONPath]) {
        self.events = events
        self.paths = paths
    }

    /// Decodes the events of an array at `base`.
    init(items: [JSONValue], base: JSONPath) throws(APIError) {
        try SessionLimits.checkEventCount(items.count, path: base)
        let paths = items.indices.map { base.appending($0) }
        var events: [DeviceEvent] = []
        for (item, path) in zip(items, paths) { events.append(try Self.event(item, path: path)) }
        self.init(events: events, paths: paths)
    }

    /// The 422 for an event the engine refused: its `at` when it is earlier than the log's last
    /// event, the event itself when it produces too many entries.
    func rejection(index: Int, _ error: DeliveryError) -> APIError {
        var path = index < paths.count ? paths[index] : JSONPath.root
        if case .eventOutOfOrder = error { path = path.appending("at") }
        return APIError(.unprocessableContent, error.description + "; the log is unchanged", path: path.description)
    }

    /// Decodes one event and checks its sizes.
    private static func event(_ json: JSONValue, path: JSONPath) throws(APIError) -> DeviceEvent {
        let event: DeviceEvent
        do {
            event = try DeviceEvent(json: json, path: path)
        } catch {
            throw APIError(.unprocessableContent, error.message, path: error.path?.description)
        }
        guard case .object(let members) = event.jsonValue else { return event }
        for key in ["properties", "args"] {
            guard let value = members[key] else { continue }
            let size = JSONWriter.bytes(value).count
            if size > SessionLimits.propertiesBytes {
                throw APIError(
                    .unprocessableContent,
                    "\(key) take \(size) bytes; the limit is \(SessionLimits.propertiesBytes) bytes",
                    path: path.appending(key).description
                )
            }
        }
        let size = JSONWriter.bytes(event.jsonValue).count
        guard size <= SessionLimits.eventBytes else {
            throw APIError(
                .unprocessableContent,
                "the event takes \(size) bytes; the limit is \(SessionLimits.eventBytes) bytes",
                path: path.description
            )
        }
        return event
    }
}
