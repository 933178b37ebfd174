import InAppMessaging

/// How the session pages name a platform and explain its display choices.
extension Platform {
    /// The platform's name for people.
    var displayName: String {
        switch self {
        case .ios: return "iOS"
        case .android: return "Android"
        case .web: return "Web"
        }
    }

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
