public import InAppMessaging

/// Reads a message as each SDK exposes it to a screen reader (VoiceOver for BrazeUI, TalkBack
/// for the Android SDK, a browser's reader for the Web SDK): a pure function of the message
/// (already personalised), the platform and the locale the SDK's own words are in.
///
/// The rules come from the SDKs' source (docs/accessibility.md, "What a screen reader says"):
/// which views are accessibility elements, their labels and roles, what a double tap does, what
/// happens when the message appears. HTML messages are read from their markup
/// (`HTMLReadingOrder`).
public enum ScreenReader {
    /// The transcript of `message` as `options` show it (the platform; on the web, the window's
    /// width), the SDK's strings in `locale` (nil: English).
    public static func transcript(of message: InAppMessage, options: PreviewOptions, locale: String?) -> ScreenReaderTranscript {
        switch options.platform {
        case .ios: return voiceOver(message, locale: locale)
        case .android: return talkBack(message, locale: locale)
        case .web: return webReader(message, narrow: options.frame(for: message).width <= 600)
        }
    }

    /// What running `action` does, in words: `opens https://…`, `runs a Braze Action (…)`; nil
    /// for none.
    static func actionWords(_ action: ClickAction) -> String? {
        switch action {
        case .none:
            return nil
        case .url(let url, let useWebView):
            return useWebView ? "opens \(url) in the app's web view" : "opens \(url)"
        case .brazeAction(let brazeAction, _):
            let steps = brazeAction.steps.flatMap(\.leaves).map { $0.knownType?.label ?? "an unknown step" }
            return steps.isEmpty ? "runs a Braze Action" : "runs a Braze Action (\(steps.joined(separator: ", ")))"
        }
    }

    /// What a button does when activated: the SDKs log the button click, run its action and
    /// dismiss the message.
    static func buttonAction(_ button: MessageButton) -> String {
        ["logs a button click", actionWords(button.clickAction), "dismisses the message"].compactMap { $0 }.joined(separator: ", ")
    }

    /// What a click on the message's body does: a click is logged, the action runs, the message
    /// is dismissed.
    static func bodyAction(_ action: ClickAction) -> String {
        ["logs a click", actionWords(action), "dismisses the message"].compactMap { $0 }.joined(separator: ", ")
    }

    /// `text` when it has more than white space.
    static func nonBlank(_ text: String?) -> String? {
        guard let text, text.contains(where: { !$0.isWhitespace }) else { return nil }
        return text
    }
}

extension InAppMessage {
    /// Whether the message draws an image (with its text, or alone).
    var drawsImage: Bool {
        if case .image = graphic { return true }
        return false
    }
}
