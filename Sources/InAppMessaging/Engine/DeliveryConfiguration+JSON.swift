import Foundation
import OrderedCollections

/// JSON decoding and encoding of the configuration (the `configuration` object of a scenario).
extension DeliveryConfiguration {
    private static let knownKeys: Set<String> = [
        "platform", "back_button_dismisses", "blocked_screens", "persist_webview_when_backgrounding",
        "allow_user_supplied_javascript", "require_explicit_dismissal", "custom_control_listener", "trigger_minimum_time_interval", "device",
        "supported_orientations",
        "orientation",
        "appearance", "text_size", "online", "presentation", "display_choice_rules", "click_overrides",
        "failing_assets", "epoch", "user", "content_blocks", "variant_assignment",
    ]

    /// Decodes a configuration object; absent members take their defaults, unknown ones are errors.
    public init(json: JSONValue, path: JSONPath = .root) throws(WireError) {
        let fields = try WireObject(json, path: path, what: "a configuration object")
        try fields.rejectUnknownKeys(Self.knownKeys)
        self.init()
        platform = try fields.oneOf("platform", Platform.self) ?? platform
        platformSettings = try PlatformSettings(fields: fields)
        triggerMinimumTimeInterval =
            try fields.double("trigger_minimum_time_interval") ?? triggerMinimumTimeInterval
        device = try fields.oneOf("device", Device.self) ?? device
        try checkDevice(path: fields.path("device"))
        if let items = try fields.array("supported_orientations") {
            supportedOrientations = try items.enumerated().map { (index, item) throws(WireError) in
                try DeviceOrientation(json: item, path: fields.path("supported_orientations").appending(index))
            }
        }
        orientation = try fields.oneOf("orientation", DeviceOrientation.self) ?? orientation
        appearance = try fields.oneOf("appearance", Appearance.self) ?? appearance
        if let text = try fields.string("text_size") {
            do {
                textSize = try TextSize.parse(text, on: platform)
            } catch {
                throw WireError(message: error.message, path: fields.path("text_size"))
            }
        }
        online = try fields.bool("online") ?? online
        if let value = fields.value("presentation") {
            presentation = try PresentationSettings(json: value, path: fields.path("presentation"))
        }
        if let items = try fields.array("display_choice_rules") {
            displayChoiceRules = try items.enumerated().map { (index, item) throws(WireError) in
                try DisplayChoiceRule(json: item, path: fields.path("display_choice_rules").appending(index))
            }
            try checkDisplayChoices(path: fields.path("display_choice_rules"))
        }
        clickOverrides = try fields.stringSet("click_overrides", acceptingIntegers: true)
        failingAssets = try fields.stringSet("failing_assets", acceptingIntegers: false)
        epoch = try fields.double("epoch") ?? epoch
        if let value = fields.value("user") { user = try UserProfile(json: value, path: fields.path("user")) }
        if let value = fields.value("variant_assignment") {
            variantAssignment = try VariantAssignment(json: value, path: fields.path("variant_assignment"))
        }
        for (name, source) in try fields.object("content_blocks") ?? [:] {
            guard case .string(let text) = source else {
                throw WireObject.mismatch(fields.path("content_blocks").appending(name), "a string of Liquid", source)
            }
            contentBlocks[name] = text
        }
    }

    /// The configuration as JSON, every member written (the text size, the user and the content
    /// blocks only when set).
    public var jsonValue: JSONValue {
        var members: JSONObject = [
            "platform": .string(platform.rawValue),
            "trigger_minimum_time_interval": .number(triggerMinimumTimeInterval),
            "device": .string(device.rawValue),
            "supported_orientations": .array(supportedOrientations.map { .string($0.rawValue) }),
            "orientation": .string(orientation.rawValue),
            "appearance": .string(appearance.rawValue),
            "online": .bool(online),
            "presentation": presentation.jsonValue,
            "display_choice_rules": .array(displayChoiceRules.map(\.jsonValue)),
            "click_overrides": .array(clickOverrides.sorted().map(JSONValue.string)),
            "failing_assets": .array(failingAssets.sorted().map(JSONValue.string)),
            "epoch": .number(epoch),
        ]
        members.merge(platformSettings.jsonMembers) { $1 }
        if let textSize { members["text_size"] = .string(textSize.text) }
        if let user { members["user"] = user.json }
        if variantAssignment != VariantAssignment() { members["variant_assignment"] = variantAssignment.jsonValue }
        if !contentBlocks.isEmpty {
            members["content_blocks"] = .object(JSONObject(sortingKeysOf: contentBlocks.mapValues(JSONValue.string)))
        }
        return .object(members)
    }
}

extension DeliveryConfiguration.DeviceOrientation {
    /// Decodes `"portrait"` or `"landscape"` (any case).
    init(json: JSONValue, path: JSONPath) throws(WireError) {
        guard let raw = json.stringValue, let value = Self(rawValue: raw.lowercased()) else {
            throw WireError(message: "expected \"portrait\" or \"landscape\"", path: path)
        }
        self = value
    }
}

extension DeliveryConfiguration.PresentationSettings {
    /// Decodes the `presentation` object.
    init(json: JSONValue, path: JSONPath) throws(WireError) {
        let fields = try WireObject(json, path: path)
        try fields.rejectUnknownKeys([
            "preferred_orientation", "status_bar", "disable_dark_mode", "slideup_offset",
            "dismiss_on_background_tap",
        ])
        self.init()
        preferredOrientation = try fields.value("preferred_orientation").map { (value) throws(WireError) in
            try DeliveryConfiguration.DeviceOrientation(json: value, path: fields.path("preferred_orientation"))
        }
        statusBar = try fields.oneOf("status_bar", DeliveryConfiguration.StatusBar.self) ?? statusBar
        disableDarkMode = try fields.bool("disable_dark_mode") ?? disableDarkMode
        slideupOffset = try fields.double("slideup_offset") ?? slideupOffset
        dismissOnBackgroundTap = try fields.bool("dismiss_on_background_tap") ?? dismissOnBackgroundTap
    }

    /// The settings as JSON.
    var jsonValue: JSONValue {
        .object([
            "preferred_orientation": preferredOrientation.map { .string($0.rawValue) } ?? .null,
            "status_bar": .string(statusBar.rawValue),
            "disable_dark_mode": .bool(disableDarkMode),
            "slideup_offset": .number(slideupOffset),
            "dismiss_on_background_tap": .bool(dismissOnBackgroundTap),
        ])
    }
}

extension DeliveryConfiguration.DisplayChoiceRule {
    /// Decodes `{when: {screen | extra {key, value} | kind}, choice}`.
    init(json: JSONValue, path: JSONPath) throws(WireError) {
        let fields = try WireObject(json, path: path)
        try fields.rejectUnknownKeys(["when", "choice"])
        guard let choice = try fields.oneOf("choice", DeliveryConfiguration.DisplayChoice.self) else {
            throw fields.missing("choice")
        }
        let when = try WireObject(fields.value("when") ?? .object([:]), path: fields.path("when"))
        try when.rejectUnknownKeys(["screen", "extra", "kind"])
        var extra: DeliveryConfiguration.ExtraCondition?
        if let value = when.value("extra") {
            let extraFields = try WireObject(value, path: when.path("extra"))
            extra = .init(key: try extraFields.requiredString("key"), value: try extraFields.string("value"))
        }
        var kind: MessageKind?
        if let raw = try when.string("kind") {
            guard let parsed = MessageKind(looseName: raw) else {
                throw WireError(message: "unknown message kind \"\(raw)\"", path: when.path("kind"))
            }
            kind = parsed
        }
        self.init(screen: try when.string("screen"), extra: extra, kind: kind, choice: choice)
    }

    /// The rule as JSON.
    var jsonValue: JSONValue {
        var when: JSONObject = [:]
        if let screen { when["screen"] = .string(screen) }
        if let extra {
            when["extra"] = .object(["key": .string(extra.key), "value": extra.value.map(JSONValue.string) ?? .null])
        }
        if let kind { when["kind"] = .string(kind.rawValue) }
        return .object(["when": .object(when), "choice": .string(choice.rawValue)])
    }
}

extension MessageKind {
    /// Parses a kind name in any case, with or without underscores (`modal_image`, `fullImage`).
    init?(looseName: String) {
        let folded = looseName.lowercased().replacingOccurrences(of: "_", with: "")
        guard let kind = MessageKind.allCases.first(where: { $0.rawValue.lowercased() == folded }) else {
            return nil
        }
        self = kind
    }
}

extension WireObject {
    /// An optional array of strings (integers too when `acceptingIntegers`), empty when absent.
    func stringSet(_ key: String, acceptingIntegers: Bool) throws(WireError) -> Set<String> {
        guard let items = try array(key) else { return [] }
        var result: Set<String> = []
        for (index, item) in items.enumerated() {
            switch item {
            case .string(let string): result.insert(string)
            case .int(let number) where acceptingIntegers: result.insert(String(number))
            default: throw .at(path(key).appending(index), "expected a string")
            }
        }
        return result
    }
}
