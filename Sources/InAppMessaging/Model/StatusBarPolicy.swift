/// How the app wants the status bar while a message is on screen.
public enum StatusBarPolicy: String, Sendable, Hashable, CaseIterable, Codable {
    /// Hidden for full, fullImage and html messages; unchanged for the others.
    case auto
    /// Always hidden.
    case hidden
    /// Always visible.
    case visible

    /// Whether the status bar is hidden while a message of `kind` is shown on `platform`
    /// (docs/rules.md, rule 8): BrazeUI's rule on iOS (below); Android
    /// has no status-bar policy of its own, so only an app that hides it (`hidden`) does
    /// (Tests/Fixtures/ANDROID-LAYOUT.md); a browser page has no status bar, so always on the web.
    public func hidesStatusBar(for kind: MessageKind, onTablet: Bool, on platform: Platform) -> Bool {
        switch platform {
        case .ios: return hidesOnIOS(kind, onTablet: onTablet)
        case .android: return self == .hidden
        case .web: return true
        }
    }

    /// BrazeUI's rule (iOS): whether the status bar is hidden while a message of `kind` is shown.
    ///
    /// On a tablet, full and fullImage messages are modal cards (BrazeUI's `FullView` display mode
    /// `.modal` when both size classes are regular), so `auto` leaves the status bar alone.
    private func hidesOnIOS(_ kind: MessageKind, onTablet: Bool) -> Bool {
        switch self {
        case .hidden: return true
        case .visible: return false
        case .auto: return kind.coversStatusBar && !(onTablet && kind.isCardOnTablet)
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

    /// True for the kinds BrazeUI shows as a modal card on a tablet instead of full screen.
    public var isCardOnTablet: Bool { self == .full || self == .fullImage }
}
