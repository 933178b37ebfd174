import Foundation
import InAppMessaging

/// The session configuration form (`/sessions/new`): the posted values, and the session they
/// describe once checked. The configuration is assembled as JSON and decoded by the engine's
/// own decoder, so the form accepts exactly what a scenario file accepts.
struct SessionSetupForm: Sendable {
    /// The posted (or default) values by field name.
    var values: [String: String]
    /// Checked orientations.
    var supportedOrientations: Set<String>
    /// Checked campaign ids.
    var campaignIDs: [String]
    /// Checked boolean settings (`online`, `disable_dark_mode`, `dismiss_on_background_tap` and
    /// the platform settings of `Self.platformFlags`).
    var flags: Set<String>

    /// The platform settings that are checkboxes, by their configuration member.
    static let platformFlags = [
        "back_button_dismisses", "persist_webview_when_backgrounding", "custom_control_listener", "allow_user_supplied_javascript",
        "require_explicit_dismissal",
    ]

    /// The form's starting values: defaults of `DeliveryConfiguration`, every active campaign.
    init(activeCampaignIDs: [String], now: Date = Date()) {
        values = [
            "name": "", "platform": "ios", "blocked_screens": "", "device": "phone", "orientation": "portrait", "appearance": "light",
            "text_size": "", "trigger_minimum_time_interval": "30", "preferred_orientation": "", "status_bar": "auto",
            "slideup_offset": "0", "display_choice_rules": "[]", "click_overrides": "", "failing_assets": "",
            "epoch": String(Int(now.timeIntervalSince1970)), "user": "",
        ]
        supportedOrientations = ["portrait", "landscape"]
        campaignIDs = activeCampaignIDs
        flags = ["online", "back_button_dismisses", "persist_webview_when_backgrounding"]
    }

    /// The values of a posted form.
    init(form: FormData) {
        values = [:]
        for name in [
            "name", "platform", "blocked_screens", "device", "orientation", "appearance", "text_size", "trigger_minimum_time_interval",
            "preferred_orientation",
            "status_bar", "slideup_offset", "display_choice_rules", "click_overrides", "failing_assets", "epoch", "user",
        ] {
            values[name] = form.text(name)
        }
        supportedOrientations = Set(form.values("supported_orientations"))
        campaignIDs = form.values("campaign")
        flags = Set((["online", "disable_dark_mode", "dismiss_on_background_tap"] + Self.platformFlags).filter { form.isChecked($0) })
    }

    /// The value of a field ("" when absent).
    func value(_ name: String) -> String { values[name] ?? "" }

    /// The name, or "Untitled session".
    var name: String { value("name").isEmpty ? "Untitled session" : value("name") }

    /// The configuration, or nil with the errors by field.
    func configuration() -> (configuration: DeliveryConfiguration?, errors: FormErrors) {
        var errors = FormErrors()
        if value("name").count > SessionLimits.nameLength {
            errors.add("name", "At most \(SessionLimits.nameLength) characters.")
        } else if DisplayedText.hasControlOrDirectionCharacters(value("name")) {
            errors.add("name", "No control or text-direction characters: the list shows the name beside other text.")
        }
        var members: JSONObject = [
            "platform": .string(value("platform").isEmpty ? Platform.ios.rawValue : value("platform")),
            "blocked_screens": .array(Self.list(value("blocked_screens"), separators: ",\n").map(JSONValue.string)),
            "device": .string(value("device")), "orientation": .string(value("orientation")),
            "appearance": .string(value("appearance")), "online": .bool(flags.contains("online")),
            "supported_orientations": .array(["portrait", "landscape"].filter(supportedOrientations.contains).map(JSONValue.string)),
            "click_overrides": .array(Self.list(value("click_overrides"), separators: ",\n").map(JSONValue.string)),
            "failing_assets": .array(Self.list(value("failing_assets"), separators: "\n").map(JSONValue.string)),
        ]
        if !value("text_size").isEmpty { members["text_size"] = .string(value("text_size")) }
        for flag in Self.platformFlags { members[flag] = .bool(flags.contains(flag)) }
        var presentation: JSONObject = [
            "status_bar": .string(value("status_bar")),
            "disable_dark_mode": .bool(flags.contains("disable_dark_mode")),
            "dismiss_on_background_tap": .bool(flags.contains("dismiss_on_background_tap")),
        ]
        if !value("preferred_orientation").isEmpty { presentation["preferred_orientation"] = .string(value("preferred_orientation")) }
        for (name, target) in [("trigger_minimum_time_interval", "top"), ("epoch", "top"), ("slideup_offset", "presentation")] {
            guard !value(name).isEmpty else { continue }
            guard let number = Double(value(name)), number.isFinite else {
                errors.add(name, "Enter a number.")
                continue
            }
            if target == "top" { members[name] = .double(number) } else { presentation[name] = .double(number) }
        }
        members["presentation"] = .object(presentation)
        do {
            members["display_choice_rules"] = try JSONParser.parse(value("display_choice_rules").isEmpty ? "[]" : value("display_choice_rules"))
        } catch {
            errors.add("display_choice_rules", "Not JSON: \(error.description)")
        }
        guard errors.isEmpty else { return (nil, errors) }
        do throws(WireError) {
            return (try DeliveryConfiguration(json: .object(members)), errors)
        } catch {
            let field =
                error.path?.components.first.flatMap { component -> String? in
                    if case .key(let key) = component { return key == "presentation" ? Self.presentationField(error.path) : key }
                    return nil
                } ?? "display_choice_rules"
            errors.add(field, "\(error.path?.description ?? ""): \(error.message)")
            return (nil, errors)
        }
    }

    /// The form field of a `presentation.*` path.
    private static func presentationField(_ path: JSONPath?) -> String {
        guard let components = path?.components, components.count > 1, case .key(let key) = components[1] else { return "status_bar" }
        return key
    }

    /// Non-empty trimmed items of a list field.
    static func list(_ text: String, separators: String) -> [String] {
        text.split(whereSeparator: { separators.contains($0) })
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }
}
