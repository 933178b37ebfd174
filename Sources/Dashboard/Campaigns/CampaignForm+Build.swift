import Foundation
import InAppMessaging

extension CampaignForm {
    /// Turns the form into a campaign, starting from `base` so fields the form does not show are kept.
    ///
    /// Returns the campaign only when there is no error; `errors` names each bad field.
    func build(base: Campaign?, registry: ViewTypeRegistry = .builtIn) -> (campaign: Campaign?, errors: FormErrors) {
        let (draft, errors) = assemble(base: base, registry: registry)
        return (errors.isEmpty ? draft : nil, errors)
    }

    /// The campaign as far as the form describes it, errors or not (nil only for an unknown kind):
    /// what the live preview shows while the user types.
    func assemble(base: Campaign?, registry: ViewTypeRegistry = .builtIn) -> (draft: Campaign?, errors: FormErrors) {
        var errors = FormErrors()
        guard let kind = MessageKind(rawValue: kind) else {
            errors.add("kind", "Choose one of the message kinds.")
            return (nil, errors)
        }
        var campaign = base ?? Campaign(id: id, message: .placeholder(kind))
        if base == nil {
            campaign.id = id
            if id.isEmpty { errors.add("id", "Give the campaign an id (or a name to make one from).") }
            if id.count > 128 || id.contains(where: { $0.isWhitespace || $0 == "/" }) {
                errors.add("id", "Use at most 128 characters, without spaces or slashes.")
            }
        }
        campaign.name = name
        if name.isEmpty { errors.add("name", "Give the campaign a name.") }
        if let parsed = CampaignStatus(rawValue: status) { campaign.status = parsed } else { errors.add("status", "Choose a status.") }
        campaign.tags = tags.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let edited = editedVariant(of: campaign)
        campaign.variants[edited].message = buildMessage(kind: kind, base: base?.variants[edited].message, errors: &errors)
        applyVariants(to: &campaign, errors: &errors)
        // Triggers of types the form does not know (`iam_click`, `test`, …) have no row: keep them.
        let others = (base?.triggers ?? []).filter { if case .other = $0 { true } else { false } }
        campaign.triggers = buildTriggers(errors: &errors) + others
        buildDelivery(into: &campaign, errors: &errors)
        campaign.translations = buildTranslations(base: campaign.translations, errors: &errors)
        record(campaign.diagnostics(viewTypes: registry), into: &errors)
        return (campaign, errors)
    }

    private func buildDelivery(into campaign: inout Campaign, errors: inout FormErrors) {
        campaign.priority = Self.parseNumber(priority, field: "priority", default: 0, errors: &errors)
        campaign.delay = Self.parseNumber(delay, field: "delay", default: 0, minimum: 0, errors: &errors)
        campaign.reEligibility = Self.parseNumber(reEligibility, field: "re_eligibility", default: -1, minimum: -1, errors: &errors)
        campaign.timeout = timeout.isEmpty ? nil : Self.parseNumber(timeout, field: "timeout", default: 0, minimum: 0, errors: &errors)
        campaign.minSecondsSinceLastTrigger =
            minInterval.isEmpty
            ? nil : Self.parseNumber(minInterval, field: "min_interval", default: 0, minimum: 0, errors: &errors)
        campaign.startTime = Self.parseDate(startTime, field: "start_time", errors: &errors)
        campaign.endTime = Self.parseDate(endTime, field: "end_time", errors: &errors)
        if let start = campaign.startTime, let end = campaign.endTime, end < start {
            errors.add("end_time", "The end is before the start.")
        }
    }

    /// An id made from a name: lowercase ASCII letters and digits, accents dropped, anything else
    /// a single `-`, at most 64 characters ("Été 2026 — sale!" → `ete-2026-sale`); empty when the
    /// name has no letter or digit.
    static func suggestedID(from name: String) -> String {
        let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil).lowercased()
        var id = ""
        for scalar in folded.unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                id.unicodeScalars.append(scalar)
            } else if !id.isEmpty, !id.hasSuffix("-") {
                id += "-"
            }
            if id.count >= 64 { break }
        }
        while id.hasSuffix("-") { id.removeLast() }
        return id
    }

    /// Parses a decimal number field; empty takes the default.
    static func parseNumber(_ text: String, field: String, default fallback: Double, minimum: Double? = nil, errors: inout FormErrors) -> Double {
        if text.isEmpty { return fallback }
        guard let value = Double(text), value.isFinite else {
            errors.add(field, "Enter a number.")
            return fallback
        }
        if let minimum, value < minimum {
            errors.add(field, "Enter \(number(minimum)) or more.")
        }
        return value
    }

    /// Parses a hex colour field; empty takes the default.
    static func parseColor(_ text: String, field: String, default fallback: ARGBColor, errors: inout FormErrors) -> ARGBColor {
        if text.isEmpty { return fallback }
        guard let color = ARGBColor(hex: text) else {
            errors.add(field, "Enter a colour as #RRGGBB or #AARRGGBB.")
            return fallback
        }
        return color
    }

    /// Parses a `datetime-local` field (UTC) into unix seconds; empty is no limit.
    static func parseDate(_ text: String, field: String, errors: inout FormErrors) -> Double? {
        if text.isEmpty { return nil }
        let formatter = ISO8601DateFormatter()
        let candidates = [text + ":00Z", text + "Z", text]
        guard let date = candidates.lazy.compactMap(formatter.date(from:)).first else {
            errors.add(field, "Enter a date and time as YYYY-MM-DDTHH:MM (UTC).")
            return nil
        }
        return date.timeIntervalSince1970
    }

    /// Records the checker's `diagnostics` beside the fields that show them: errors block a save,
    /// warnings and notes never do (each ends with its rule id).
    func record(_ diagnostics: [MessageDiagnostic], into errors: inout FormErrors) {
        for diagnostic in diagnostics {
            let field = fieldName(for: diagnostic.path)
            if diagnostic.severity == .error {
                errors.add(field, diagnostic.message)
            } else {
                errors.addWarning(field, "\(diagnostic.message) [\(diagnostic.rule.rawValue)]")
            }
        }
    }

    /// The form field that shows a diagnostic of the campaign's wire path: an extras key's own row
    /// when the form has one, a colour's own field.
    func fieldName(for path: JSONPath) -> String {
        // The edited variant's message is the form's; another variant's problems are general.
        let edited = variantIndex
        var path = path
        if edited > 0, let first = path.components.first {
            let prefix: [JSONPath.Component] = [.key("variants"), .index(edited), .key("data")]
            if Array(path.components.prefix(3)) == prefix {
                path = JSONPath([.key("data")] + path.components.dropFirst(3))
            } else if first == .key("data") {
                return "general"
            }
        }
        if case .key("variants")? = path.components.first {
            if path.components.count == 1 { return "variants" }
            if path.components.count >= 2, case .index(let index) = path.components[1],
                path.components.count == 2 || path.components[2] != .key("data")
            {
                return "variant\(index)_percentage"
            }
            return "general"
        }
        let components = path.components
        if components.count == 3, components[0] == .key("data"), components[1] == .key("extras"), case .key(let key) = components[2],
            let row = extras.firstIndex(where: { $0.key.trimmingCharacters(in: .whitespaces) == key })
        {
            return "extra\(row)"
        }
        let text = path.description
        // A Braze Action's problems show at its builder: the URI field is not shown for one.
        if text == "data.uri", clickAction == "braze" { return "action_steps" }
        for index in buttons.indices where text == "data.btns[\(index)].uri" && buttons[index].action == "braze" {
            return "button\(index)_steps"
        }
        if let colour = Self.colourFieldName(for: text) { return colour }
        // An HTML message's document is its `message` on the wire, and the form's `html` field.
        if kind == MessageKind.html.rawValue, text.hasPrefix("data.message") { return "html" }
        let map: [(String, String)] = [
            ("data.btns[0].uri", "button0_uri"), ("data.btns[1].uri", "button1_uri"),
            ("data.btns[0]", "button0_text"), ("data.btns[1]", "button1_text"), ("data.btns", "button0_text"),
            ("data.extras", "extras"), ("data.image_url", "image_url"), ("data.image_alt", "image_alt"), ("data.uri", "uri"),
            ("data.message", "message"), ("data.header", "header"), ("data.duration", "duration"),
            ("trigger_condition", "triggers"), ("priority", "priority"), ("delay", "delay"), ("tags", "tags"), ("id", "id"),
        ]
        return map.first { text.hasPrefix($0.0) }?.1 ?? "general"
    }

    /// The colour field of a wire colour path: `data.header_text_color` is `light_header`,
    /// `data.themes.dark.btns[0].bg_color` is `button0_dark_background`.
    private static func colourFieldName(for path: String) -> String? {
        guard path.hasPrefix("data.") else { return nil }
        var rest = path.dropFirst("data.".count)
        let dark = rest.hasPrefix("themes.dark.")
        if dark { rest = rest.dropFirst("themes.dark.".count) }
        if let match = rest.wholeMatch(of: #/btns\[(\d+)\]\.(\w+)/#), let suffix = buttonColourFields[String(match.2)] {
            return "button\(match.1)_" + (dark ? "dark_" : "") + suffix
        }
        return themeColourFields[String(rest)].map { (dark ? "dark_" : "light_") + $0 }
    }

    /// A theme's wire colour keys → the suffix of their form fields.
    private static let themeColourFields = [
        "bg_color": "background", "text_color": "text", "header_text_color": "header", "icon_color": "icon",
        "icon_bg_color": "icon_background", "close_btn_color": "close", "frame_color": "frame",
    ]

    /// A button's wire colour keys → the suffix of their form fields.
    private static let buttonColourFields = ["bg_color": "background", "text_color": "text_color", "border_color": "border"]
}
