/// JSON of the platform settings (top-level members of the configuration object) and the
/// checks that tie the configuration to its platform.
extension DeliveryConfiguration.PlatformSettings {
    /// Reads the settings from the configuration object's members; absent ones keep their defaults.
    init(fields: WireObject) throws(WireError) {
        self.init()
        backButtonDismisses = try fields.bool("back_button_dismisses") ?? backButtonDismisses
        blockedScreens = Set(try fields.strings("blocked_screens") ?? [])
        persistWebViewWhenBackgrounding =
            try fields.bool("persist_webview_when_backgrounding") ?? persistWebViewWhenBackgrounding
        allowUserSuppliedJavaScript =
            try fields.bool("allow_user_supplied_javascript") ?? allowUserSuppliedJavaScript
        requireExplicitDismissal = try fields.bool("require_explicit_dismissal") ?? requireExplicitDismissal
        customControlListener = try fields.bool("custom_control_listener") ?? customControlListener
    }

    /// The settings as members of the configuration object (`custom_control_listener` only when set).
    var jsonMembers: JSONObject {
        var members: JSONObject = [
            "back_button_dismisses": .bool(backButtonDismisses),
            "blocked_screens": .array(blockedScreens.sorted().map(JSONValue.string)),
            "persist_webview_when_backgrounding": .bool(persistWebViewWhenBackgrounding),
            "allow_user_supplied_javascript": .bool(allowUserSuppliedJavaScript),
            "require_explicit_dismissal": .bool(requireExplicitDismissal),
        ]
        if customControlListener { members["custom_control_listener"] = .bool(true) }
        return members
    }
}

extension DeliveryConfiguration {
    /// The devices a platform runs on, the default first: phones and tablets for the apps; a
    /// desktop browser window and a phone's browser for the web, whose SDK knows only its
    /// `max-width: 600px` phone layout and the wider one (a tablet's browser is the wider one, so
    /// the web has no `tablet`). The preview draws the same list (`PreviewOptions.devices(for:)`).
    public static func devices(on platform: Platform) -> [Device] {
        platform == .web ? [.desktop, .phone] : [.phone, .tablet]
    }

    /// The display choices a platform's app can make: the web's `subscribeToInAppMessage`
    /// shows a message or drops it, it cannot keep one for later.
    public static func displayChoices(on platform: Platform) -> [DisplayChoice] {
        platform == .web ? [.now, .discard] : DisplayChoice.allCases
    }

    /// Throws, at `path`, when the device does not exist on the platform.
    func checkDevice(path: JSONPath) throws(WireError) {
        let allowed = Self.devices(on: platform)
        guard allowed.contains(device) else {
            let names = allowed.map(\.rawValue).joined(separator: "|")
            throw WireError(message: "no \(device.rawValue) on \(platform.rawValue) (expected \(names))", path: path)
        }
    }

    /// Throws, at the rule's `choice`, for a display choice the platform's app cannot make.
    func checkDisplayChoices(path: JSONPath) throws(WireError) {
        let allowed = Self.displayChoices(on: platform)
        for (index, rule) in displayChoiceRules.enumerated() where !allowed.contains(rule.choice) {
            let names = allowed.map(\.rawValue).joined(separator: "|")
            throw WireError(
                message: "\"\(rule.choice.rawValue)\" is not a display choice on \(platform.rawValue) (expected \(names))",
                path: path.appending(index).appending("choice")
            )
        }
    }
}
