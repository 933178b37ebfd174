/// The Web SDK's reading of a Braze Action (its bundle's `getDecodedBrazeAction`,
/// `containsUnknownBrazeAction` and `BRAZE_ACTIONS.types`; 5.5.0 `dist/BrazeKit.common.js`
/// lines 1107–1186, 6.x the same), which differs from Android's: any `v<digits>` version is
/// accepted, the payload is everything after `brazeActions://v<digits>/`, and the display check
/// reads step types only, never their arguments.
extension BrazeAction {
    /// The step types the web knows. `openLinkInWebView` is spelled with a capital V there, so
    /// Android's `openLinkInWebview` is unknown to the web.
    public static let webStepTypes: Set<String> = [
        "container", "logCustomEvent", "setEmailNotificationSubscriptionType", "setPushNotificationSubscriptionType",
        "setCustomUserAttribute", "requestPushPermission", "addToSubscriptionGroup", "removeFromSubscriptionGroup",
        "addToCustomAttributeArray", "removeFromCustomAttributeArray", "openLink", "openLinkInWebView",
    ]

    /// Whether a URI's version is one the web accepts (`BRAZE_ACTION_URI_REGEX`, `v` and digits).
    public static func webVersionPattern(_ version: String) -> Bool {
        version.count > 1 && version.first == "v" && version.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Why the web does not display a message with this action as a click action, or nil when it
    /// does: the web checks a URI only when it matches `brazeActions://v<digits>/`; then a
    /// payload that does not decode, or a step (containers opened) whose type it does not know,
    /// keeps the message off screen.
    public var webDisplayProblem: String? {
        let prefix = "\(Self.scheme)://\(version)/"
        guard Self.webVersionPattern(version), uri.hasPrefix(prefix) else { return nil }
        let payload = uri.dropFirst(prefix.count)
        guard let text = Self.webPayloadText(payload), let json = try? JSONParser.parse(text) else {
            return "the web cannot decode the Braze Action's payload"
        }
        return Self.webUnknownStep(in: json).map { "the web does not know the Braze Action step \($0)" }
    }

    /// `window.atob` after `-` and `_` became `+` and `/`, read as UTF-16LE: nil when the text is
    /// not base64 (a character outside the alphabet, a length of 4n + 1) or the bytes are odd.
    private static func webPayloadText(_ payload: Substring) -> String? {
        var digits = Array(payload.utf8).filter { ![0x20, 0x09, 0x0A, 0x0C, 0x0D].contains($0) }
        if digits.count % 4 == 0 {
            for _ in 0..<2 where digits.last == UInt8(ascii: "=") { digits.removeLast() }
        }
        let alphabet = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/-_".utf8)
        guard !digits.isEmpty, digits.count % 4 != 1, digits.allSatisfy(alphabet.contains) else { return nil }
        let urlSafe = digits.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: "-") : $0 == UInt8(ascii: "/") ? UInt8(ascii: "_") : $0 }
        return decodeBase64(urlSafe).flatMap(utf16LEText)
    }

    /// The first step the web does not know, described; nil when it knows them all. A container
    /// without steps is known; steps that are not a list are not.
    private static func webUnknownStep(in json: JSONValue) -> String? {
        guard case .object(let step) = json else { return "that is not an object" }
        guard let type = step["type"]?.stringValue else { return "without a type" }
        guard type == "container" else { return webStepTypes.contains(type) ? nil : "\"\(type)\"" }
        switch step["steps"] {
        case nil, .null?: return nil
        case .array(let steps)?: return steps.lazy.compactMap(webUnknownStep(in:)).first
        case .some: return "whose container's steps are not a list"
        }
    }
}

extension InAppMessage {
    /// Why the web does not display the message because of a Braze Action in its click actions
    /// (the buttons' first, then the body's, as the SDK checks them), or nil.
    public var webBrazeActionProblem: String? {
        let actions = buttons.map(\.clickAction) + [clickAction]
        for case .brazeAction(let action, _) in actions {
            if let problem = action.webDisplayProblem { return problem }
        }
        return nil
    }
}
