/// What the engine keeps for the Android and web rules (docs/rules.md, "Platforms"), and the
/// orientation lock iOS shares with Android (rule 7e); on iOS the rest stays at its initial value.
struct PlatformState: Sendable, Hashable {
    /// Android: an Activity is registered with `BrazeInAppMessageManager` (`mActivity`).
    var activityRegistered = true
    /// Android: the message that was on screen when its Activity unregistered
    /// (`carryoverInAppMessage`), shown again when the next Activity registers.
    var carryover: OnScreenMessage?
    /// Android: the single waiting slot (`unregisteredInAppMessage`), filled while no Activity
    /// is registered.
    var waiting: StackedMessage?
    /// iOS and Android: the orientation the device turned to while a message held the orientation lock;
    /// the screen follows it when the message leaves.
    var deferredOrientation: DeliveryConfiguration.DeviceOrientation?
    /// Web: the other messages on screen (slideups beside each other, a modal-style message
    /// under a later slideup), in display order; the most recent is the engine's `onScreen`.
    var beside: [OnScreenMessage] = []
}
