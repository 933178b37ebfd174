import InAppMessaging

/// Builders shared by the engine tests.
enum Fixture {
    /// A slideup that stays until swiped.
    static func slideup(_ text: String = "hello", close: MessageClose = .userInteraction) -> InAppMessage {
        InAppMessage(content: .slideup(SlideupContent(message: text)), messageClose: close)
    }

    /// A modal with the given buttons (one "OK" button by default) that stays until closed.
    static func modal(
        buttons: [MessageButton] = [MessageButton(id: 0, text: "OK")],
        orientation: Orientation = .any,
        extras: JSONObject = [:],
        imageURL: String? = nil
    ) -> InAppMessage {
        let content = TextContent(
            header: "h",
            message: "m",
            graphic: imageURL.map(Graphic.image),
            buttons: buttons
        )
        return InAppMessage(
            content: .modal(content),
            extras: extras,
            messageClose: .userInteraction,
            orientation: orientation
        )
    }

    /// A campaign on custom event `event` (default: the id), re-eligible at once.
    static func campaign(
        _ id: String,
        on event: String? = nil,
        message: InAppMessage = slideup(),
        priority: Double = 1,
        delay: Double = 0,
        reEligibility: Double = 0,
        timeout: Double? = nil
    ) -> Campaign {
        Campaign(
            id: id,
            message: message,
            triggers: [.customEvent(name: event ?? id)],
            priority: priority,
            delay: delay,
            reEligibility: reEligibility,
            timeout: timeout
        )
    }

    /// A custom event.
    static func event(_ at: Double, _ name: String, _ properties: JSONObject = [:]) -> DeviceEvent {
        DeviceEvent(at: at, .customEvent(name: name, properties: properties))
    }

    /// Replays `events` (after a session start at 0) and keeps only the entries of `kinds`.
    static func trace(
        _ campaigns: [Campaign],
        _ events: [DeviceEvent],
        configuration: DeliveryConfiguration = DeliveryConfiguration(triggerMinimumTimeInterval: 0),
        kinds: Set<TraceEntry.Kind> = [.displayed, .reenqueued, .discarded, .suppressed, .noMatchingTrigger]
    ) throws -> [String] {
        let log = [DeviceEvent(at: 0, .sessionStart)] + events
        return try DeliveryEngine.replay(configuration: configuration, campaigns: campaigns, events: log)
            .filter { kinds.contains($0.kind) }
            .map(\.summary)
    }
}

extension TraceEntry {
    /// `at kind campaign reason`, the compact form the rule tables compare.
    var summary: String {
        let at = self.at == self.at.rounded() ? String(Int(self.at)) : String(self.at)
        let parts = [at, kind.rawValue, campaign, self[field: "reason"]?.stringValue]
        return parts.compactMap { $0 }.joined(separator: " ")
    }
}
