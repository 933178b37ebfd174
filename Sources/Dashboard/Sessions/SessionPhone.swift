import InAppMessaging
import Preview

/// What the simulated phone shows for an engine state: the message on screen (none while the
/// app is in the background) and the preview options that draw it as the device now is.
struct SessionPhone: Sendable {
    /// The message on screen and how it is presented now, if any.
    let presentation: MessagePresentation?
    /// How the preview renderer draws the device and the message (reporting gestures).
    let options: PreviewOptions

    /// The phone of `engine` running with `configuration`, drawn as the device of the session's
    /// platform (a web session's desktop is a browser window).
    ///
    /// The message on screen is presented again with the engine's state now (rule 8), so a
    /// `rotate` or an `appearance` event after it came on screen redraws it as the device now is;
    /// an Android message holding the orientation lock keeps the screen's orientation, which the
    /// engine does not change until it leaves. The device (and the app behind the message) takes
    /// the system appearance; only the message follows the theme rule.
    init(configuration: DeliveryConfiguration, engine: DeliveryEngine) {
        let platform = configuration.platform
        let shown = engine.isInForeground ? engine.presentation : nil
        let presentation = shown.map { engine.presentation(of: $0.message, campaignID: $0.campaignID, at: $0.displayedAt) }
        self.presentation = presentation
        var options = PreviewOptions(
            platform: platform,
            device: configuration.device,
            orientation: (presentation?.orientation ?? engine.orientation) == .landscape ? .landscape : .portrait,
            appearance: engine.appearance,
            statusBar: presentation.map { $0.statusBarHidden ? .hidden : .visible } ?? .visible,
            disableDarkMode: configuration.presentation.disableDarkMode,
            slideupOffset: presentation?.slideupOffset ?? 0,
            interactive: true
        )
        options.textSize = configuration.textSize
        self.options = options
    }

    /// The CSS size of the frame the phone document fits in without scrolling: the renderer's
    /// own document size for this device (with the bridge panel beside an HTML message).
    var frameStyle: String {
        let frame = DeviceFrame(platform: options.platform, device: options.device, orientation: options.orientation ?? .portrait)
        let size = frame.documentSize(withBridgePanel: presentation?.message.kind == .html)
        return "width:\(size.width)px;height:\(size.height)px"
    }
}
