extension DeliveryConfiguration {
    /// The app's settings that only one platform's SDK has (docs/rules.md, "Platforms"); the
    /// other platforms ignore them, so one configuration serves every platform.
    public struct PlatformSettings: Sendable, Hashable {
        /// Android: the back button dismisses the message on screen
        /// (`setBackButtonDismissesInAppMessageView`, default true).
        public var backButtonDismisses: Bool
        /// Android: screens (Activities) on the app's `inAppMessagingRegistrationBlocklist`,
        /// where no message can be displayed.
        public var blockedScreens: Set<String>
        /// Android: the app keeps its Activity registered while in the background
        /// (`com_braze_persist_webview_when_backgrounding_app`, default true since SDK 35).
        public var persistWebViewWhenBackgrounding: Bool
        /// Android: the app set a listener of its own for control messages
        /// (`setCustomControlInAppMessageManagerListener`), taken to make the same display choices
        /// as its other listener; without one a control message goes to the SDK's default
        /// listener, which always shows it (`InAppMessageManagerBase.controlInAppMessageManagerListener`).
        /// iOS asks the app's delegate for every message, control or not; the web has no choice.
        public var customControlListener: Bool
        /// Web: the site allows HTML messages (`initialize` option
        /// `allowUserSuppliedJavascript`, default false).
        public var allowUserSuppliedJavaScript: Bool
        /// Web: a click on the page behind a modal or full message does not dismiss it
        /// (`initialize` option `requireExplicitInAppMessageDismissal`, default false).
        public var requireExplicitDismissal: Bool

        /// Creates the settings; omitted ones take the SDKs' defaults.
        public init(
            backButtonDismisses: Bool = true,
            blockedScreens: Set<String> = [],
            persistWebViewWhenBackgrounding: Bool = true,
            customControlListener: Bool = false,
            allowUserSuppliedJavaScript: Bool = false,
            requireExplicitDismissal: Bool = false
        ) {
            self.backButtonDismisses = backButtonDismisses
            self.blockedScreens = blockedScreens
            self.persistWebViewWhenBackgrounding = persistWebViewWhenBackgrounding
            self.customControlListener = customControlListener
            self.allowUserSuppliedJavaScript = allowUserSuppliedJavaScript
            self.requireExplicitDismissal = requireExplicitDismissal
        }
    }
}
