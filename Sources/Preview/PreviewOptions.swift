public import InAppMessaging

/// How a preview is drawn: the simulated device and the app's presentation choices.
///
/// Options round-trip through a query string (`device=tablet&orientation=landscape&…`), so a
/// preview URL is shareable and the same URL always gives the same picture.
public struct PreviewOptions: Sendable, Hashable {
    /// The kind of device drawn around the message (the engine's, so a session's device is drawn
    /// as it is); `devices(for:)` says which ones a platform has.
    public typealias Device = DeliveryConfiguration.Device

    /// The way the device is held.
    public enum DeviceOrientation: String, Sendable, Hashable, CaseIterable {
        case portrait, landscape
    }

    /// The SDK that draws the message; default iOS.
    public var platform: Platform
    /// The device; default phone.
    public var device: Device
    /// The orientation; nil means the message's own (landscape for landscape-only messages).
    public var orientation: DeviceOrientation?
    /// The device's system appearance; default light.
    public var appearance: Appearance
    /// The app's status bar policy; default auto.
    public var statusBar: StatusBarPolicy
    /// When true, the light theme is used even on a dark device.
    public var disableDarkMode: Bool
    /// Points a slideup is shifted away from its edge.
    public var slideupOffset: Double
    /// When true, the document reports clicks on the message's buttons, body and close ✕, swipes
    /// and background taps to its parent page (a device session's phone); never in query strings.
    public var interactive: Bool
    /// When true (or `interactive`), the document tells its parent page the size it draws at 1:1,
    /// so the page can fit the device to its window (the editor's side preview); never in query strings.
    public var reportsSize = false
    /// The id of the user profile Liquid renders as; nil renders every attribute as missing.
    public var user: String?
    /// Unix seconds of Liquid's "now"; nil means the moment of the request.
    public var now: Double?
    /// The locale translation tags render in (`fr`, `pt_BR`); nil takes the user's.
    public var locale: String?
    /// The device's text size (a content-size category, a font scale, a zoom); nil is the
    /// platform's default.
    public var textSize: TextSize?
    /// The A/B-test variant drawn: its letter (`B`) or `control`; nil draws the first.
    public var variant: String?

    /// The accepted slideup offsets, in points.
    public static let slideupOffsetRange: ClosedRange<Double> = -200...400

    /// Creates options; omitted ones take their defaults.
    public init(
        platform: Platform = .ios,
        device: Device = .phone,
        orientation: DeviceOrientation? = nil,
        appearance: Appearance = .light,
        statusBar: StatusBarPolicy = .auto,
        disableDarkMode: Bool = false,
        slideupOffset: Double = 0,
        interactive: Bool = false,
        user: String? = nil,
        now: Double? = nil,
        locale: String? = nil
    ) {
        self.platform = platform
        self.device = device
        self.orientation = orientation
        self.appearance = appearance
        self.statusBar = statusBar
        self.disableDarkMode = disableDarkMode
        self.slideupOffset = slideupOffset
        self.interactive = interactive
        self.user = user
        self.now = now
        self.locale = locale
    }

    /// The orientation drawn for `message`: the chosen one, else the message's preferred one; a
    /// desktop browser window is always wider than tall.
    public func resolvedOrientation(for message: InAppMessage) -> DeviceOrientation {
        if device == .desktop { return .landscape }
        return orientation ?? (message.orientation == .landscape ? .landscape : .portrait)
    }

    /// The device frame `message` is drawn in.
    public func frame(for message: InAppMessage) -> DeviceFrame {
        DeviceFrame(platform: platform, device: device, orientation: resolvedOrientation(for: message))
    }

    /// The devices each platform draws, the default first: the platform's devices in the engine
    /// (`DeliveryConfiguration.devices(on:)`), phones and tablets for the apps, a desktop window
    /// and a phone browser for the web.
    public static func devices(for platform: Platform) -> [Device] {
        DeliveryConfiguration.devices(on: platform)
    }

    /// Fails when the text size is another platform's (iOS names categories, Android scales, the
    /// web zooms).
    public func checkTextSize() throws(FieldProblem) {
        guard let textSize, textSize.platform != platform else { return }
        throw FieldProblem(key: "text_size", message: "\(textSize.label) is not a text size of \(platform.rawValue)")
    }

    /// Fails, naming the allowed values, when the device is not one `platform` draws.
    public func checkDevice() throws(FieldProblem) {
        let allowed = Self.devices(for: platform)
        guard !allowed.contains(device) else { return }
        let names = allowed.map(\.rawValue).joined(separator: ", ")
        throw FieldProblem(key: "device", message: "expected one of \(names) with platform \(platform.rawValue), got \"\(device.rawValue)\"")
    }
}
