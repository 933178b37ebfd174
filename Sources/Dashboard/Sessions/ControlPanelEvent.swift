import Foundation
import HTTPTypes
import InAppMessaging

/// Turns a post of the session page's control panel into an event's JSON (then decoded and
/// checked like any API event): the pressed button's `type` names the control, the other
/// fields give its values, and `at` defaults to one second after the log's last event.
enum ControlPanelEvent {
    /// The property editor's rows: `prop_key`, `prop_value` and `prop_type` (string, number, boolean or json).
    static let propertyRows = 3

    /// The event JSON for a control; a bad value is a 422 naming its form field.
    static func json(form: FormData, time: Double?) throws(APIError) -> JSONValue {
        let control = form.text("type")
        let at = try self.at(form: form, time: time, control: control)
        var members: JSONObject = ["at": SessionJSON.number(at)]
        switch control {
        case _ where control.hasPrefix(SessionButtonControl.prefix):
            let id = control.dropFirst(SessionButtonControl.prefix.count)
            guard Int(id) != nil else { throw APIError(.unprocessableContent, "a button control names the button's id", path: "type") }
            members["type"] = .string("click")
            members["button"] = .string(String(id))
        case "click_body":
            members["type"] = .string("click")
            members["button"] = .null
        case "cold_launch":
            members["type"] = .string("app_launch")
            members["cold"] = .bool(true)
        case "custom_event":
            members["type"] = .string(control)
            members["name"] = .string(form.text("event_name"))
            members["properties"] = .object(try properties(form))
        case "purchase":
            members["type"] = .string(control)
            members["product_id"] = .string(form.text("product_id"))
            members["price"] = .double(try number(form, "price", default: 0))
            members["currency"] = .string(form.text("currency").isEmpty ? "USD" : form.text("currency"))
            members["quantity"] = .double(try number(form, "quantity", default: 1))
            members["properties"] = .object(try properties(form))
        case "push_click":
            members["type"] = .string(control)
            let campaignID = form.text("push_campaign").trimmingCharacters(in: .whitespaces)
            guard !campaignID.isEmpty else {
                throw APIError(.unprocessableContent, "type the id of the campaign whose push was opened", path: "push_campaign")
            }
            members["campaign_id"] = .string(campaignID)
        case "rotate":
            members["type"] = .string(control)
            members["orientation"] = .string(form.text("rotate_orientation"))
        case "appearance":
            members["type"] = .string(control)
            members["mode"] = .string(form.text("appearance_mode"))
        case "network":
            members["type"] = .string(control)
            members["online"] = .bool(form.text("network_state") != "offline")
        case "screen":
            members["type"] = .string(control)
            members["name"] = .string(form.text("screen_name"))
        case "custom_view_submit":
            members["type"] = .string(control)
            members["values"] = .array(
                form.text("submit_values").split(separator: ",").map {
                    .string(String($0).trimmingCharacters(in: .whitespaces))
                }
            )
        case "":
            throw APIError(.unprocessableContent, "choose a control", path: "type")
        default:
            members["type"] = .string(control)
        }
        return .object(members)
    }

    /// The event time: `tick` is the current time plus `seconds`; the others the `at` field, or
    /// one second after the last event (0 for the first).
    private static func at(form: FormData, time: Double?, control: String) throws(APIError) -> Double {
        let now = time ?? 0
        if control == "tick" {
            let seconds = try number(form, "seconds", default: 1)
            guard seconds >= 0 else { throw APIError(.unprocessableContent, "the clock only moves forward", path: "seconds") }
            return now + seconds
        }
        return try number(form, "at", default: time.map { $0 + 1 } ?? 0)
    }

    /// A finite number field, or `fallback` when empty.
    private static func number(_ form: FormData, _ name: String, default fallback: Double) throws(APIError) -> Double {
        let text = form.text(name)
        if text.isEmpty { return fallback }
        guard let value = Double(text), value.isFinite else {
            throw APIError(.unprocessableContent, "expected a number, not \"\(text)\"", path: name)
        }
        return value
    }

    /// The property editor's non-empty rows as an object.
    private static func properties(_ form: FormData) throws(APIError) -> JSONObject {
        let keys = form.values("prop_key")
        let values = form.values("prop_value")
        let types = form.values("prop_type")
        var properties: JSONObject = [:]
        for (row, key) in keys.enumerated() {
            let key = key.trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty else { continue }
            let text = row < values.count ? values[row] : ""
            let type = row < types.count ? types[row] : "string"
            switch TypedValue.parse(text, as: type) {
            case .success(let value): properties[key] = value
            case .failure(let problem): throw APIError(.unprocessableContent, problem.message, path: "prop_value[\(row)]")
            }
        }
        return properties
    }
}
