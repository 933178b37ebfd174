import InAppMessaging

/// How the session pages explain a platform's display choices.
extension Platform {
    /// One sentence on what the `reenqueue` display choice does on this platform
    /// (docs/rules.md, rule 7d and Platforms).
    var reenqueueMeaning: String {
        switch self {
        case .ios:
            return "On iOS, reenqueue (and later) keeps the message on top of the stack; present_next shows it without asking again."
        case .android:
            return "On Android, reenqueue gives the message back to the trigger system, not displayed, so the next matching event "
                + "triggers it again; later keeps it on the stack, and the rules are asked again at every display attempt."
        case .web:
            return "On the web there is no stack: a rule may only say now or discard, and reenqueue or later is refused."
        }
    }
}
