/// The geometry of a simulated device screen, in points: size, rounded corners and safe areas.
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
    /// Height of the status bar when it is drawn.
    public var statusBarHeight: Int
    /// Whether a notch (Dynamic Island) is drawn at the top edge in this orientation.
    public var hasNotch: Bool

    /// The thickness of the bezel drawn around the screen.
    public static let bezel = 12
    /// The margin around the device inside a preview document.
    public static let documentMargin = 16
    /// The width of the bridge-call panel beside HTML messages.
    public static let bridgePanelWidth = 280

    /// The frame of a device held in an orientation (an iPhone 15 and an 11-inch iPad sized).
    public init(device: PreviewOptions.Device, orientation: PreviewOptions.DeviceOrientation) {
        self.device = device
        self.orientation = orientation
        switch (device, orientation) {
        case (.phone, .portrait):
            (width, height, cornerRadius, statusBarHeight, hasNotch) = (393, 852, 55, 54, true)
            safeArea = Insets(top: 59, left: 0, bottom: 34, right: 0)
        case (.phone, .landscape):
            (width, height, cornerRadius, statusBarHeight, hasNotch) = (852, 393, 55, 24, false)
            safeArea = Insets(top: 24, left: 59, bottom: 21, right: 59)
        case (.tablet, .portrait):
            (width, height, cornerRadius, statusBarHeight, hasNotch) = (834, 1194, 18, 24, false)
            safeArea = Insets(top: 24, left: 0, bottom: 20, right: 0)
        case (.tablet, .landscape):
            (width, height, cornerRadius, statusBarHeight, hasNotch) = (1194, 834, 18, 24, false)
            safeArea = Insets(top: 24, left: 0, bottom: 20, right: 0)
        }
    }

    /// The safe area for a status bar state: hiding it frees the top edge, except under a notch.
    public func safeArea(statusBarHidden: Bool) -> Insets {
        guard statusBarHidden, !hasNotch else { return safeArea }
        var insets = safeArea
        insets.top = 0
        return insets
    }

    /// The size of a whole preview document showing this frame (device, bezel, margins, and the
    /// bridge-call panel when `withBridgePanel`), for sizing the `<iframe>` that embeds it.
    public func documentSize(withBridgePanel: Bool) -> (width: Int, height: Int) {
        let margin = 2 * Self.documentMargin
        let deviceWidth = width + 2 * Self.bezel
        let panel = withBridgePanel ? Self.bridgePanelWidth + Self.documentMargin : 0
        return (deviceWidth + margin + panel, height + 2 * Self.bezel + margin + Self.noteHeight)
    }

    /// Room kept above the device for the preview's notes (orientation warnings, custom views).
    static let noteHeight = 40
}
