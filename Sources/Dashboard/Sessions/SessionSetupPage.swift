import CampaignStore
import Foundation
import InAppMessaging

/// The configuration form of a new session (`/sessions/new`).
struct SessionSetupPage: Page {
    /// The template.
    static let template = "session-setup"

    /// One platform's meaning of the `reenqueue` display choice.
    struct ReenqueueMeaning: Sendable {
        let platform: String
        let text: String
    }

    /// A campaign that may be put in play.
    struct CampaignChoice: Sendable {
        let id: String
        let name: String
        let status: String
        let checked: Bool
    }

    let errors: [String]
    let hasErrors: Bool
    let name: FieldView
    /// The platform whose rules the session follows.
    let platform: SelectView
    /// What `reenqueue` means on each platform; the chosen one's shows (session.css).
    let reenqueueMeanings: [ReenqueueMeaning]
    let blockedScreens: FieldView
    let backButtonDismisses: CheckboxView
    let persistWebView: CheckboxView
    let allowUserSuppliedJavaScript: CheckboxView
    let requireExplicitDismissal: CheckboxView
    let customControlListener: CheckboxView
    let device: SelectView
    let orientation: SelectView
    let appearance: SelectView
    /// The device's text size, kept to the chosen platform's sizes by a script.
    let textSize: SelectView
    let supportsPortrait: Bool
    let supportsLandscape: Bool
    let online: CheckboxView
    let interval: FieldView
    let epoch: FieldView
    /// The user profile the session's messages render their Liquid as.
    let user: SelectView
    let preferredOrientation: SelectView
    let statusBar: SelectView
    let disableDarkMode: CheckboxView
    let slideupOffset: FieldView
    let dismissOnBackgroundTap: CheckboxView
    let clickOverrides: FieldView
    let failingAssets: String
    let failingAssetsError: String?
    let displayChoiceRules: String
    let displayChoiceRulesError: String?
    let campaigns: [CampaignChoice]
    /// Why the posted device log could not be read, on the "Start from a device log" form.
    var logError: String?
    /// The pasted log, kept when it was refused.
    var logText = ""

    /// Every device, named with the platforms that have it when not all do
    /// (`DeliveryConfiguration.devices(on:)`): "Tablet (iOS, Android)", "Desktop browser (Web)".
    static var deviceOptions: [(String, String)] {
        DeliveryConfiguration.Device.allCases.map { device in
            let name = device == .desktop ? "Desktop browser" : device.rawValue.capitalized
            let platforms = Platform.allCases.filter { DeliveryConfiguration.devices(on: $0).contains(device) }
            guard platforms.count < Platform.allCases.count else { return (device.rawValue, name) }
            return (device.rawValue, "\(name) (\(platforms.map(\.displayName).joined(separator: ", ")))")
        }
    }

    /// Builds the form from its values and errors.
    init(form: SessionSetupForm, errors: FormErrors = FormErrors(), campaigns: [CampaignSummary], profiles: [UserProfile]) {
        self.errors = errors.all
        hasErrors = !errors.isEmpty
        name = FieldView("name", "Session name", form.value("name"), errors: errors)
        var platformSelect = SelectView(
            "platform",
            "Platform (whose SDK rules the engine follows)",
            selected: form.value("platform"),
            options: Platform.allCases.map { ($0.rawValue, $0.displayName) },
            errors: errors
        )
        platformSelect.dependents = "f-text_size"
        platform = platformSelect
        reenqueueMeanings = Platform.allCases.map { ReenqueueMeaning(platform: $0.rawValue, text: $0.reenqueueMeaning) }
        blockedScreens = FieldView(
            "blocked_screens",
            "Android: blocked screens (no message shows there; comma-separated)",
            form.value("blocked_screens"),
            errors: errors
        )
        backButtonDismisses = CheckboxView(
            name: "back_button_dismisses",
            label: "Android: the back button dismisses the message",
            checked: form.flags.contains("back_button_dismisses")
        )
        persistWebView = CheckboxView(
            name: "persist_webview_when_backgrounding",
            label: "Android: keep the Activity registered in the background (persist WebView)",
            checked: form.flags.contains("persist_webview_when_backgrounding")
        )
        allowUserSuppliedJavaScript = CheckboxView(
            name: "allow_user_supplied_javascript",
            label: "Web: allow user-supplied JavaScript (HTML messages)",
            checked: form.flags.contains("allow_user_supplied_javascript")
        )
        customControlListener = CheckboxView(
            name: "custom_control_listener",
            label: "Android: the app sets its own control listener (control messages follow its display choices, not always shown)",
            checked: form.flags.contains("custom_control_listener")
        )
        requireExplicitDismissal = CheckboxView(
            name: "require_explicit_dismissal",
            label: "Web: require explicit dismissal (no dismissal by a click behind the message)",
            checked: form.flags.contains("require_explicit_dismissal")
        )
        device = SelectView(
            "device",
            "Device",
            selected: form.value("device"),
            options: Self.deviceOptions,
            errors: errors
        )
        orientation = SelectView(
            "orientation",
            "Orientation at start",
            selected: form.value("orientation"),
            options: [("portrait", "Portrait"), ("landscape", "Landscape")],
            errors: errors
        )
        appearance = SelectView(
            "appearance",
            "Appearance at start",
            selected: form.value("appearance"),
            options: [("light", "Light"), ("dark", "Dark")],
            errors: errors
        )
        let chosen = Platform(rawValue: form.value("platform")) ?? .ios
        textSize = SelectView(
            "text_size",
            "Text size",
            options: PreviewPage.textSizeChoices(selected: try? TextSize.parse(form.value("text_size"), on: chosen)),
            errors: errors
        )
        supportsPortrait = form.supportedOrientations.contains("portrait")
        supportsLandscape = form.supportedOrientations.contains("landscape")
        online = CheckboxView(name: "online", label: "Online at start", checked: form.flags.contains("online"))
        interval = FieldView(
            "trigger_minimum_time_interval",
            "Trigger minimum interval (s)",
            form.value("trigger_minimum_time_interval"),
            errors: errors,
            type: "number"
        )
        user = SelectView(
            "user",
            "User (Liquid renders as this profile)",
            selected: form.value("user"),
            options: [("", "No user")] + profiles.map { ($0.id, $0.name) },
            errors: errors
        )
        epoch = FieldView(
            "epoch",
            "Clock start (Unix time of the session's second 0, for Liquid dates)",
            form.value("epoch"),
            errors: errors,
            type: "number"
        )
        preferredOrientation = SelectView(
            "preferred_orientation",
            "Preferred orientation",
            selected: form.value("preferred_orientation"),
            options: [("", "None"), ("portrait", "Portrait"), ("landscape", "Landscape")],
            errors: errors
        )
        statusBar = SelectView(
            "status_bar",
            "Status bar",
            selected: form.value("status_bar"),
            options: [("auto", "Auto"), ("hidden", "Hidden"), ("visible", "Visible")],
            errors: errors
        )
        disableDarkMode = CheckboxView(name: "disable_dark_mode", label: "Disable dark mode", checked: form.flags.contains("disable_dark_mode"))
        slideupOffset = FieldView("slideup_offset", "Slideup offset (points)", form.value("slideup_offset"), errors: errors, type: "number")
        dismissOnBackgroundTap = CheckboxView(
            name: "dismiss_on_background_tap",
            label: "Dismiss on background tap",
            checked: form.flags.contains("dismiss_on_background_tap")
        )
        clickOverrides = FieldView(
            "click_overrides",
            "Click overrides (button ids, body or *, comma-separated)",
            form.value("click_overrides"),
            errors: errors
        )
        failingAssets = form.value("failing_assets")
        failingAssetsError = errors["failing_assets"]
        displayChoiceRules = form.value("display_choice_rules")
        displayChoiceRulesError = errors["display_choice_rules"]
        let checked = Set(form.campaignIDs)
        self.campaigns = campaigns.map {
            CampaignChoice(id: $0.id, name: $0.name, status: $0.status.rawValue, checked: checked.contains($0.id))
        }
    }
}
