/// How the app wants the status bar while a message is on screen.
public enum StatusBarPolicy: String, Sendable, Hashable, CaseIterable, Codable {
    /// Hidden for full, fullImage and html messages; unchanged for the others.
    case auto
    /// Always hidden.
    case hidden
    /// Always visible.
    case visible

    /// Whether the status bar is hidden while a message of `kind` is shown (DESIGN §3 rule 8).
    public func hidesStatusBar(for kind: MessageKind) -> Bool {
        switch self {
        case .hidden: return true
        case .visible: return false
        case .auto: return kind.coversStatusBar
        }
    }
}

extension MessageKind {
    /// True for the kinds BrazeUI shows over the whole screen, hiding the status bar by default.
    public var coversStatusBar: Bool {
        switch self {
        case .full, .fullImage, .html: return true
        case .slideup, .modal, .modalImage, .control: return false
        }
    }
}
