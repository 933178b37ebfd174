/// Campaigns from the triggers a device's log shows the server sending.
enum DeviceLogCampaigns {
    /// The campaign of one trigger of a `/api/v3/data` response, named by its id.
    ///
    /// An `inapp` trigger carries its message in `data`; a `templated_iam` trigger carries only
    /// the message's `trigger_id`, and the message comes from the `/api/v3/template` response the
    /// device asked for when it fired (`templates`). A templated trigger that never fired in the
    /// log has no message: it stands in as a slideup saying so, since its rules still compete.
    /// Members sent as `null` are the SDKs' "not set".
    static func campaign(id: String, trigger: JSONObject, templates: [String: JSONValue]) -> Result<Campaign, WireError> {
        var members = trigger
        if members["type"]?.stringValue == "templated_iam" {
            let triggerID = members["data"]?["trigger_id"]?.stringValue
            members["data"] =
                triggerID.flatMap { templates[$0] }
                ?? .object([
                    "type": "SLIDEUP", "message": "(a templated message the log never fetched)",
                    "trigger_id": triggerID.map { .string($0) } ?? .null,
                ])
            members["type"] = "inapp"
        }
        do {
            return .success(try Campaign(wire: .object(members)))
        } catch {
            return .failure(error)
        }
    }
}
