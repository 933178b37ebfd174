/// The simulated app: its `Braze.Configuration`, its device and its `BrazeInAppMessageUIDelegate`.
public struct DeliveryConfiguration: Sendable, Hashable {
    /// The SDK whose rules apply (docs/rules.md, "Platforms").
    public var platform: Platform
    /// Minimum seconds between two triggered messages (`trigger_minimum_time_interval`).
    public var triggerMinimumTimeInterval: Double
    /// The kind of device.
    public var device: Device
    /// Orientations the app supports.
    public var supportedOrientations: [DeviceOrientation]
    /// The device orientation at the start of the log.
    public var orientation: DeviceOrientation
    /// The system appearance at the start of the log.
    public var appearance: Appearance
    /// The device's text size (nil: the platform's default); only how the phone is drawn, the
    /// engine never reads it.
    public var textSize: TextSize?
    /// Whether the device is online at the start of the log.
    public var online: Bool
    /// The delegate's presentation choices.
    public var presentation: PresentationSettings
    /// The delegate's display choices, first match wins (default: show now).
    public var displayChoiceRules: [DisplayChoiceRule]
    /// Button ids (`"0"`, …), `"body"` or `"*"` for which `shouldProcess` returns false.
    public var clickOverrides: Set<String>
    /// Asset URLs whose download fails.
    public var failingAssets: Set<String>
    /// Unix seconds of `at` 0, for schedule windows and date property filters.
    public var epoch: Double
    /// The user messages' Liquid renders as (docs/rules.md, Liquid at trigger time).
    public var user: UserProfile?
    /// Content blocks by name, for `{{content_blocks.${name}}}`.
    public var contentBlocks: [String: String]
    /// How a split campaign's variant is chosen for the user when their export does not pin it:
    /// the formula's undocumented choices (docs/variants.md).
    public var variantAssignment = VariantAssignment()
    /// The settings only some platforms read (Android's back button and blocklist, the web's
    /// `allowUserSuppliedJavascript`).
    public var platformSettings: PlatformSettings

    /// Creates a configuration; every omitted setting takes its default.
    public init(
        platform: Platform = .ios,
        triggerMinimumTimeInterval: Double = 30,
        device: Device = .phone,
        supportedOrientations: [DeviceOrientation] = [.portrait, .landscape],
        orientation: DeviceOrientation = .portrait,
        appearance: Appearance = .light,
        online: Bool = true,
        presentation: PresentationSettings = PresentationSettings(),
        displayChoiceRules: [DisplayChoiceRule] = [],
        clickOverrides: Set<String> = [],
        failingAssets: Set<String> = [],
        epoch: Double = 0,
        user: UserProfile? = nil,
        contentBlocks: [String: String] = [:],
        platformSettings: PlatformSettings = PlatformSettings()
    ) {
        self.platform = platform
        self.triggerMinimumTimeInterval = triggerMinimumTimeInterval
        self.device = device
        self.supportedOrientations = supportedOrientations
        self.orientation = orientation
        self.appearance = appearance
        self.online = online
        self.presentation = presentation
        self.displayChoiceRules = displayChoiceRules
        self.clickOverrides = clickOverrides
        self.failingAssets = failingAssets
        self.epoch = epoch
        self.user = user
        self.contentBlocks = contentBlocks
        self.platformSettings = platformSettings
    }

    /// The kind of simulated device; which ones a platform has is `devices(on:)` (`desktop` is a
    /// web browser's only, `tablet` the apps' only). Shared with the preview.
    public enum Device: String, Sendable, Hashable, CaseIterable {
        case phone, tablet, desktop
    }

    /// A device (not message) orientation.
    public enum DeviceOrientation: String, Sendable, Hashable, CaseIterable {
        case portrait, landscape
    }

    /// A system or message appearance (the model's, shared with the preview).
    public typealias Appearance = InAppMessaging.Appearance

    /// How the delegate wants the status bar while a message is shown (shared with the preview).
    public typealias StatusBar = StatusBarPolicy

    /// The delegate's `prepareWith` presentation context.
    public struct PresentationSettings: Sendable, Hashable {
        /// The orientation the message prefers, when the message and app allow it.
        public var preferredOrientation: DeviceOrientation?
        /// The status bar policy.
        public var statusBar: StatusBar
        /// When true, messages are always shown with their light theme.
        public var disableDarkMode: Bool
        /// Points a slideup is shifted from its edge.
        public var slideupOffset: Double
        /// When true, a tap outside the message dismisses it.
        public var dismissOnBackgroundTap: Bool

        /// Creates presentation settings; omitted ones take their defaults.
        public init(
            preferredOrientation: DeviceOrientation? = nil,
            statusBar: StatusBar = .auto,
            disableDarkMode: Bool = false,
            slideupOffset: Double = 0,
            dismissOnBackgroundTap: Bool = false
        ) {
            self.preferredOrientation = preferredOrientation
            self.statusBar = statusBar
            self.disableDarkMode = disableDarkMode
            self.slideupOffset = slideupOffset
            self.dismissOnBackgroundTap = dismissOnBackgroundTap
        }
    }

    /// The delegate's answer for a message about to be shown (`inAppMessageDisplayChoice`; on
    /// Android `beforeInAppMessageDisplayed`; on the web the app's `subscribeToInAppMessage`).
    public enum DisplayChoice: String, Sendable, Hashable, CaseIterable {
        /// Show it now.
        case now
        /// iOS: put it back on the stack. Android: give it back to the trigger system, not
        /// displayed (`REENQUEUE`). An input error on the web.
        case reenqueue
        /// iOS: deprecated alias of `reenqueue`. Android: back on top of the stack until the
        /// next `present_next` (`DISPLAY_LATER`). An input error on the web.
        case later
        /// Drop it.
        case discard
    }

    /// One display-choice rule: when every given condition holds, the delegate answers `choice`.
    public struct DisplayChoiceRule: Sendable, Hashable {
        /// The app's current screen must be this one.
        public var screen: String?
        /// The message's extras must hold this key (with this value when one is given).
        public var extra: ExtraCondition?
        /// The message must be of this kind.
        public var kind: MessageKind?
        /// The answer.
        public var choice: DisplayChoice

        /// Creates a rule.
        public init(
            screen: String? = nil,
            extra: ExtraCondition? = nil,
            kind: MessageKind? = nil,
            choice: DisplayChoice
        ) {
            self.screen = screen
            self.extra = extra
            self.kind = kind
            self.choice = choice
        }

        /// Whether the rule applies to `message` shown while the app is on `currentScreen`.
        public func matches(_ message: InAppMessage, currentScreen: String?) -> Bool {
            if let screen, screen != currentScreen { return false }
            if let kind, kind != message.kind { return false }
            if let extra {
                guard let actual = message.extra(extra.key) else { return false }
                if let value = extra.value, value != actual { return false }
            }
            return true
        }
    }

    /// An extras condition of a display-choice rule.
    public struct ExtraCondition: Sendable, Hashable {
        /// The extras key.
        public var key: String
        /// The required value; nil = the key only has to exist.
        public var value: String?

        /// Creates an extras condition.
        public init(key: String, value: String? = nil) {
            self.key = key
            self.value = value
        }
    }

    /// The delegate's display choice for `message` on `currentScreen`: the first matching rule's.
    public func displayChoice(for message: InAppMessage, currentScreen: String?) -> DisplayChoice {
        displayChoiceRules.first { $0.matches(message, currentScreen: currentScreen) }?.choice ?? .now
    }
}
