extension MessageKind {
    /// Whether BrazeUI draws a close button (✕) for this kind (docs/rules.md, rule 9).
    ///
    /// `ModalView` and `ModalImageView` have one, and `FullView` and `FullImageView` are built on
    /// them; a slideup (a chevron, no button) and an HTML message (its own markup) have none.
    public var hasCloseButton: Bool {
        switch self {
        case .modal, .modalImage, .full, .fullImage: return true
        case .slideup, .html, .control: return false
        }
    }

    /// Whether a tap on the background around the message can dismiss it when the app turns on
    /// `dismissOnBackgroundTap` (docs/rules.md, rule 9).
    ///
    /// Modal and modal image messages are cards with a background; full and full image messages
    /// have one only as a tablet card (`isCardOnTablet`, rule 8; elsewhere their content covers
    /// the screen). Slideups leave touches outside them to the app, and HTML messages have no
    /// such gesture.
    public func hasTappableBackground(onTablet: Bool) -> Bool {
        self == .modal || self == .modalImage || (onTablet && isCardOnTablet)
    }

    /// Modal and full messages, which the web shows over a page blocker whose click dismisses
    /// them (docs/rules.md, "Platform web").
    var hasPageBlockerOnWeb: Bool { self == .modal || self == .modalImage || self == .full || self == .fullImage }
}
