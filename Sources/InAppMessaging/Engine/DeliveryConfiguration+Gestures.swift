/// Which gestures dismiss which messages (docs/rules.md, rule 9 and "Platforms"): the one rule the
/// engine applies and the session page explains.
extension DeliveryConfiguration {
    /// Why `gesture` leaves a message of `kind` on screen on this configuration's platform and
    /// device; nil when it dismisses it.
    ///
    /// - iOS (BrazeUI): `close` needs a close button (`hasCloseButton`); `background_tap` needs
    ///   `dismiss_on_background_tap` and a card (`hasTappableBackground(onTablet:)`); no back button.
    /// - Android: as iOS, except that only modal messages listen to taps on their frame
    ///   (`DefaultInAppMessageModalViewFactory.kt`; `DefaultInAppMessageFullViewFactory.kt`
    ///   clears the full frame's listener), and `back` dismisses every kind unless
    ///   `back_button_dismisses` is false.
    /// - Web: a slideup has a close button except in a phone's browser; a click on the page
    ///   blocker of a modal or full message dismisses it unless `require_explicit_dismissal`;
    ///   no back button.
    ///
    /// `swipe` dismisses a slideup on every platform.
    public func refusal(of gesture: Gesture, on kind: MessageKind) -> Gesture.Refusal? {
        switch gesture {
        case .close: return closeRefusal(kind)
        case .swipe: return kind == .slideup ? nil : .notSwipeable
        case .backgroundTap: return backgroundTapRefusal(kind)
        case .back:
            guard platform == .android else { return .noBackButton }
            return platformSettings.backButtonDismisses ? nil : .backButtonOff
        }
    }

    /// Whether `gesture` dismisses a message of `kind` (`refusal(of:on:)` is nil).
    public func dismisses(_ gesture: Gesture, _ kind: MessageKind) -> Bool {
        refusal(of: gesture, on: kind) == nil
    }

    /// `close`: a tap on the ✕, where the platform draws one.
    private func closeRefusal(_ kind: MessageKind) -> Gesture.Refusal? {
        if platform == .web, kind == .slideup { return device == .phone ? .closeHiddenInPhoneBrowser : nil }
        return kind.hasCloseButton ? nil : .noCloseButton
    }

    /// `background_tap`: the kind decides whether there is anything to tap, then the app's setting.
    private func backgroundTapRefusal(_ kind: MessageKind) -> Gesture.Refusal? {
        if kind == .slideup { return .tapsReachApp }
        switch platform {
        case .ios:
            if !kind.hasTappableBackground(onTablet: device == .tablet) {
                return kind.isCardOnTablet ? .coversScreen : .noBackground
            }
        case .android:
            if kind.isCardOnTablet { return .frameIgnoresTaps }
            if !kind.hasTappableBackground(onTablet: false) { return .noBackground }
        case .web:
            guard kind.hasPageBlockerOnWeb else { return .noBackground }
            return platformSettings.requireExplicitDismissal ? .explicitDismissalRequired : nil
        }
        return presentation.dismissOnBackgroundTap ? nil : .backgroundTapsOff
    }
}
