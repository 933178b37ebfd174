extension Campaign {
    /// The keys export writes first in an envelope, in this order; the rest follow sorted.
    public static let wireLeadingKeys =
        [
            "id", "name", "status", "tags", "type", "priority", "trigger_condition", "start_time",
            "end_time", "delay", "re_eligibility", "timeout", "min_seconds_since_last_trigger", "percentage", "data",
            "variants", "control_percentage",
        ] + InAppMessage.wireLeadingKeys

    /// Decodes a campaign from Braze's trigger envelope (plus Vitrine's `name`, `status`, `tags`,
    /// and `translations`).
    ///
    /// `id` and `data` are required; `type`, when present, must be `inapp`; `name` defaults to
    /// the id, `status` to active; `timeout` is read in milliseconds. A negative `start_time`,
    /// `end_time`, `timeout` or `min_seconds_since_last_trigger` is the SDKs' "not set" (`-1`):
    /// the setting stays unset and the value is kept as sent, for export.
    public init(wire: JSONValue, path: JSONPath = .root) throws(WireError) {
        let object = try WireObject(wire, path: path)
        guard let id = try object.string("id") else {
            throw .at(path.appending("id"), "missing: a campaign envelope needs an id")
        }
        if let type = try object.string("type"), type.lowercased() != "inapp" {
            throw .at(path.appending("type"), "expected \"inapp\", got \(JSONWriter.write(.string(type)))")
        }
        guard let data = object.value("data") else {
            throw .at(path.appending("data"), "missing: a campaign envelope needs its message in data")
        }
        let message = try InAppMessage(wire: data, path: path.appending("data"))
        var triggers: [TriggerCondition] = []
        for (index, item) in (try object.array("trigger_condition") ?? []).enumerated() {
            triggers.append(try TriggerCondition(wire: item, path: path.appending("trigger_condition").appending(index)))
        }
        self.init(
            id: id,
            name: try object.string("name"),
            status: try object.enumeration("status", WireNames.statuses) ?? .active,
            tags: try object.strings("tags") ?? [],
            message: message,
            triggers: triggers,
            startTime: try object.double("start_time").flatMap(Self.setting),
            endTime: try object.double("end_time").flatMap(Self.setting),
            priority: try object.double("priority") ?? 0,
            delay: try object.double("delay") ?? 0,
            reEligibility: try object.double("re_eligibility") ?? -1,
            timeout: try object.double("timeout").flatMap(Self.setting).map { $0 / 1000 },
            minSecondsSinceLastTrigger: try object.double("min_seconds_since_last_trigger").flatMap(Self.setting),
            translations: try object.value("translations").map { value throws(WireError) in
                try TranslationTable(wire: value, path: path.appending("translations"))
            } ?? TranslationTable(),
            unknownFields: [:]
        )
        (variants, controlPercentage) = try Self.decodeVariants(object, first: message)
        var unknown = object.unknownFields.filter { !Self.storeManagedKeys.contains($0.key) }
        for key in ["start_time", "end_time", "timeout", "min_seconds_since_last_trigger"] {
            if let value = object.members[key], let number = value.doubleValue, number < 0 { unknown[key] = value }
        }
        unknownFields = unknown
    }

    /// A schedule setting, or nil for the SDKs' negative "not set".
    private static func setting(_ value: Double) -> Double? { value < 0 ? nil : value }

    /// Envelope members a store or API adds to what it answers (`version`, `created_at`,
    /// `updated_at`, `warnings`): never part of the campaign, so decoding drops them and a fetched
    /// campaign can be sent back or imported as it is.
    public static let storeManagedKeys: Set<String> = ["version", "created_at", "updated_at", "warnings"]

    /// The canonical envelope: every setting written (optional ones only when set), `timeout`
    /// in milliseconds, the message canonical too.
    public var wireValue: JSONValue {
        var members = unknownFields
        members["id"] = .string(id)
        members["name"] = .string(name)
        members["status"] = .string(status.rawValue)
        members["tags"] = .array(tags.map { .string($0) })
        members["type"] = .string("inapp")
        members["data"] = message.wireValue
        members["trigger_condition"] = .array(triggers.map(\.wireValue))
        members["priority"] = WireNames.number(priority)
        members["delay"] = WireNames.number(delay)
        members["re_eligibility"] = WireNames.number(reEligibility)
        if let startTime { members["start_time"] = WireNames.number(startTime) }
        if let endTime { members["end_time"] = WireNames.number(endTime) }
        if let timeout { members["timeout"] = WireNames.milliseconds(timeout) }
        if let minSecondsSinceLastTrigger {
            members["min_seconds_since_last_trigger"] = WireNames.number(minSecondsSinceLastTrigger)
        }
        if !translations.isEmpty { members["translations"] = translations.wireValue }
        members.merge(variantMembers) { $1 }
        return .object(members)
    }
}
