extension ClickAction {
    /// Reads `click_action`, and `uri` and `use_webview` when it is `URI` (a missing `uri` is
    /// the empty string, which `diagnostics()` reports; a `brazeActions:` URI is a Braze Action,
    /// kept as written; with other actions those keys stay unknown fields).
    init(wire object: inout WireObject) throws(WireError) {
        guard try object.enumeration("click_action", WireNames.clickActions) == true else {
            self = .none
            return
        }
        self = .uri(try object.string("uri") ?? "", useWebView: try object.bool("use_webview") ?? false)
    }

    /// Writes `click_action` (and `uri`, `use_webview`) into a wire object.
    func write(into members: inout JSONObject) {
        switch self {
        case .none:
            members["click_action"] = .string("NONE")
        case .url(let uri, let useWebView):
            members["click_action"] = .string("URI")
            members["uri"] = .string(uri)
            members["use_webview"] = .bool(useWebView)
        case .brazeAction(let action, let useWebView):
            members["click_action"] = .string("URI")
            members["uri"] = .string(action.uri)
            members["use_webview"] = .bool(useWebView)
        }
    }
}

extension MessageClose {
    /// Reads `message_close` and, for `AUTO_DISMISS`, `duration` (milliseconds, 5000 when absent),
    /// kept as written: the platforms replace different values with their default
    /// (`MessageClose.autoDismissDelay(on:)`), and export writes it back.
    init(wire object: inout WireObject) throws(WireError) {
        guard try object.enumeration("message_close", WireNames.messageCloses) ?? true else {
            self = .userInteraction
            return
        }
        let milliseconds = try object.double("duration") ?? 5000
        self = .auto(seconds: milliseconds / 1000)
    }

    /// Writes `message_close` (and `duration`) into a wire object.
    func write(into members: inout JSONObject) {
        switch self {
        case .auto(let seconds):
            members["message_close"] = .string("AUTO_DISMISS")
            members["duration"] = WireNames.milliseconds(seconds)
        case .userInteraction:
            members["message_close"] = .string("SWIPE")
        }
    }
}
