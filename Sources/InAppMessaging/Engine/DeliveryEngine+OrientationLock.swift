/// The orientation lock on a phone (docs/rules.md, rule 7e and "Platforms"): a message whose
/// orientation is portrait or landscape keeps the screen in that orientation while it is shown.
///
/// - iOS: while the message is presented, BrazeUI's view controller answers
///   `supportedInterfaceOrientations` with the message's mask (`InAppMessageUIViewController.swift`,
///   `supportedInterfaceOrientations`; `InAppMessageExt.swift`, `Orientation.mask(for:)`: `.portrait`
///   or `.landscape`, `.allButUpsideDown` for `ANY` on a phone), and asks for it again when the
///   device turns (`notifyOrientationChange`); the message stays, and when it leaves the app's
///   view controller is asked again (`InAppMessageView.swift`, `dismiss` cleanup).
/// - Android: `verifyOrientationStatus` locks the Activity's orientation and
///   `resetAfterInAppMessageClose` releases it.
extension DeliveryEngine {
    /// A `rotate` event: the device turns; the screen follows unless the message on screen holds
    /// the lock (never on the web, where the page cannot hold one), which gives `rotation_deferred {campaign, orientation}` and keeps the screen as
    /// it is until the message leaves.
    mutating func rotate(to orientation: DeliveryConfiguration.DeviceOrientation, at: Double) {
        guard configuration.platform != .web, configuration.device == .phone, let locking = onScreen ?? platformState.carryover,
            locking.presentation.message.orientation != .any
        else {
            self.orientation = orientation
            return
        }
        guard orientation != self.orientation else {
            platformState.deferredOrientation = nil
            return
        }
        platformState.deferredOrientation = orientation
        let campaign = campaignFields(locking.campaignIndex)
        emit(.rotationDeferred, at: at, campaign + [.init("orientation", .string(orientation.rawValue))])
    }

    /// The orientation the device was turned to while the message on screen holds the
    /// orientation lock (the screen keeps `orientation` until the message leaves); nil when no
    /// turn is waiting.
    public var deferredOrientation: DeliveryConfiguration.DeviceOrientation? { platformState.deferredOrientation }

    /// Once no message is shown, the screen takes the device's orientation.
    mutating func releaseOrientationLock() {
        guard onScreen == nil, platformState.carryover == nil, let deferred = platformState.deferredOrientation else { return }
        orientation = deferred
        platformState.deferredOrientation = nil
    }
}
