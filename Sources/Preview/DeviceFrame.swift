public import InAppMessaging

/// The geometry of a simulated device screen, in points (CSS pixels): size, rounded corners,
/// safe areas, and the system bars each platform draws.
///
/// The screen is what the SDK lays a message out in and what the geometry tests measure. A web
/// browser's own chrome (its tab and address bar) is drawn outside it, above the screen: the
/// screen of a web frame is the page's viewport.
public struct DeviceFrame: Sendable, Hashable {
    /// Distances from each edge that content keeps clear of (notch, status bar, home indicator).
    public struct Insets: Sendable, Hashable {
        /// From the top edge.
        public var top: Int
        /// From the left edge.
        public var left: Int
        /// From the bottom edge.
        public var bottom: Int
        /// From the right edge.
        public var right: Int
    }

    /// The SDK whose device is drawn.
    public var platform: Platform
    /// The device.
    public var device: PreviewOptions.Device
    /// The orientation.
    public var orientation: PreviewOptions.DeviceOrientation
    /// Screen width in points.
    public var width: Int
    /// Screen height in points.
    public var height: Int
    /// Radius of the screen's corners.
    public var cornerRadius: Int
    /// Safe-area insets while the status bar is visible.
    public var safeArea: Insets
    /// Height of the status bar when it is drawn (0: none, as in a browser).
    public var statusBarHeight: Int
    /// Whether a notch (Dynamic Island) is drawn at the top edge in this orientation.
    public var hasNotch: Bool
    /// Height of the browser chrome drawn above the screen (web only, else 0).
    public var browserBarHeight: Int

    /// The thickness of the bezel drawn around the screen.
    public static let bezel = 12
    /// The margin around the device inside a preview document.
    public static let documentMargin = 16
    /// The width of the bridge-call panel beside HTML messages.
    public static let bridgePanelWidth = 280
    /// Android's status bar and gesture navigation bar, in dp.
    public static let androidSystemBar = 24

    /// The frame of an iOS device held in an orientation (an iPhone 15 and an 11-inch iPad sized).
    public init(device: PreviewOptions.Device, orientation: PreviewOptions.DeviceOrientation) {
        self.init(platform: .ios, device: device, orientation: orientation)
    }

    /// The frame of `platform`'s device held in an orientation: an iPhone 15 or an 11-inch iPad;
    /// an Android phone (412 × 915 dp) or tablet (800 × 1280 dp) with a 24 dp status bar and a
    /// 24 dp gesture bar; a phone browser (390 × 844); a desktop browser window (1280 × 800)
    /// whatever the platform (options refuse `desktop` but on the web).
    public init(platform: Platform, device: PreviewOptions.Device, orientation: PreviewOptions.DeviceOrientation) {
        self.platform = platform
        self.device = device
        self.orientation = orientation
        hasNotch = false
        browserBarHeight = 0
        let size: (short: Int, long: Int)
        switch (platform, device) {
        case (_, .desktop):
            size = (800, 1280)
            (cornerRadius, statusBarHeight, browserBarHeight) = (0, 0, 40)
            safeArea = Insets(top: 0, left: 0, bottom: 0, right: 0)
        case (.android, .tablet):
            size = (800, 1280)
            (cornerRadius, statusBarHeight) = (16, Self.androidSystemBar)
            safeArea = Insets(top: Self.androidSystemBar, left: 0, bottom: Self.androidSystemBar, right: 0)
        case (.android, _):
            size = (412, 915)
            (cornerRadius, statusBarHeight) = (28, Self.androidSystemBar)
            safeArea = Insets(top: Self.androidSystemBar, left: 0, bottom: Self.androidSystemBar, right: 0)
        case (.web, _):
            size = (390, 844)
            (cornerRadius, statusBarHeight, browserBarHeight) = (0, 0, 48)
            safeArea = Insets(top: 0, left: 0, bottom: 0, right: 0)
        case (.ios, .tablet):
            size = (834, 1194)
            (cornerRadius, statusBarHeight) = (18, 24)
            safeArea = Insets(top: 24, left: 0, bottom: 20, right: 0)
        case (.ios, _):
            size = (393, 852)
            (cornerRadius, statusBarHeight) = (55, orientation == .portrait ? 54 : 24)
            hasNotch = orientation == .portrait
            safeArea =
                orientation == .portrait
                ? Insets(top: 59, left: 0, bottom: 34, right: 0) : Insets(top: 24, left: 59, bottom: 21, right: 59)
        }
        (width, height) = orientation == .portrait && device != .desktop ? (size.short, size.long) : (size.long, size.short)
    }

    /// The safe area for a status bar state: hiding it frees the top edge, except under a notch.
    public func safeArea(statusBarHidden: Bool) -> Insets {
        guard statusBarHidden, !hasNotch else { return safeArea }
        var insets = safeArea
        insets.top = 0
        return insets
    }

    /// The size of a whole preview document showing this frame (device, bezel, browser chrome,
    /// margins, and the bridge-call panel when `withBridgePanel`), for sizing the `<iframe>`
    /// that embeds it.
    public func documentSize(withBridgePanel: Bool) -> (width: Int, height: Int) {
        let margin = 2 * Self.documentMargin
        let deviceWidth = width + 2 * Self.bezel
        let panel = withBridgePanel ? Self.bridgePanelWidth + Self.documentMargin : 0
        return (deviceWidth + margin + panel, height + browserBarHeight + 2 * Self.bezel + margin + Self.noteHeight)
    }

    /// Where the screen's top-left corner sits in the preview document (while its notes fit their room).
    public var screenOrigin: (x: Int, y: Int) {
        (Self.documentMargin + Self.bezel, Self.documentMargin + Self.noteHeight + Self.bezel + browserBarHeight)
    }

    /// Room kept above the device for the preview's notes (orientation warnings, custom views).
    static let noteHeight = 40
}
