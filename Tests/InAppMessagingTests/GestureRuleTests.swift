import InAppMessaging
import Testing

/// docs/rules.md, rule 9 and "Platforms": which gesture dismisses which kind on which platform
/// and device (`DeliveryConfiguration.refusal(of:on:)`), and the engine follows that one rule.
@Suite struct GestureRuleTests {
    /// The kinds a message on screen can have (a control message is never drawn).
    static let shownKinds: [MessageKind] = [.slideup, .modal, .modalImage, .full, .fullImage, .html]

    /// Every platform with each of its devices.
    static let devices: [(Platform, DeliveryConfiguration.Device)] = Platform.allCases.flatMap { platform in
        DeliveryConfiguration.devices(on: platform).map { (platform, $0) }
    }

    /// A configuration with background taps and the back button on, HTML allowed on the web.
    static func configuration(_ platform: Platform, _ device: DeliveryConfiguration.Device) -> DeliveryConfiguration {
        var configuration = DeliveryConfiguration(platform: platform, triggerMinimumTimeInterval: 0, device: device)
        configuration.presentation.dismissOnBackgroundTap = true
        configuration.platformSettings.allowUserSuppliedJavaScript = true
        return configuration
    }

    /// The kinds `gesture` dismisses on `platform`'s `device`, under `configuration(_:_:)`.
    static func dismissed(_ gesture: Gesture, _ platform: Platform, _ device: DeliveryConfiguration.Device) -> Set<MessageKind> {
        let configuration = configuration(platform, device)
        return Set(shownKinds.filter { configuration.dismisses(gesture, $0) })
    }

    @Test func closeNeedsTheCloseButtonThePlatformDraws() {
        let cards: Set<MessageKind> = [.modal, .modalImage, .full, .fullImage]
        for (platform, device) in Self.devices {
            // The web shows a slideup's ✕ except under its 600 px phone query.
            let expected = platform == .web && device != .phone ? cards.union([.slideup]) : cards
            #expect(Self.dismissed(.close, platform, device) == expected, "\(platform) \(device)")
        }
        #expect(Self.configuration(.web, .phone).refusal(of: .close, on: .slideup) == .closeHiddenInPhoneBrowser)
        #expect(Self.configuration(.ios, .phone).refusal(of: .close, on: .slideup) == .noCloseButton)
        #expect(Self.configuration(.web, .desktop).refusal(of: .close, on: .html) == .noCloseButton)
    }

    @Test func backgroundTapsFollowEachPlatform() {
        let modals: Set<MessageKind> = [.modal, .modalImage]
        let cards = modals.union([.full, .fullImage])
        #expect(Self.dismissed(.backgroundTap, .ios, .phone) == modals)
        #expect(Self.dismissed(.backgroundTap, .ios, .tablet) == cards)
        #expect(Self.dismissed(.backgroundTap, .android, .phone) == modals)
        #expect(Self.dismissed(.backgroundTap, .android, .tablet) == modals)
        for device in DeliveryConfiguration.devices(on: .web) {
            #expect(Self.dismissed(.backgroundTap, .web, device) == cards, "\(device)")
        }
        #expect(Self.configuration(.ios, .phone).refusal(of: .backgroundTap, on: .full) == .coversScreen)
        #expect(Self.configuration(.android, .tablet).refusal(of: .backgroundTap, on: .full) == .frameIgnoresTaps)
        #expect(Self.configuration(.web, .phone).refusal(of: .backgroundTap, on: .slideup) == .tapsReachApp)
        #expect(Self.configuration(.web, .phone).refusal(of: .backgroundTap, on: .html) == .noBackground)
    }

    @Test func eachPlatformHasItsOwnBackgroundTapSetting() {
        var apps = Self.configuration(.ios, .phone)
        apps.presentation.dismissOnBackgroundTap = false
        #expect(apps.refusal(of: .backgroundTap, on: .modal) == .backgroundTapsOff)
        apps.platform = .android
        #expect(apps.refusal(of: .backgroundTap, on: .modal) == .backgroundTapsOff)
        // The web reads `require_explicit_dismissal`, not the apps' setting.
        var web = Self.configuration(.web, .desktop)
        web.presentation.dismissOnBackgroundTap = false
        #expect(web.dismisses(.backgroundTap, .modal))
        web.platformSettings.requireExplicitDismissal = true
        #expect(web.refusal(of: .backgroundTap, on: .full) == .explicitDismissalRequired)
    }

    @Test func backIsAndroidsAndSwipeTakesSlideups() {
        for (platform, device) in Self.devices {
            #expect(Self.dismissed(.back, platform, device) == (platform == .android ? Set(Self.shownKinds) : []), "\(platform)")
            #expect(Self.dismissed(.swipe, platform, device) == [.slideup], "\(platform) \(device)")
        }
        var android = Self.configuration(.android, .phone)
        android.platformSettings.backButtonDismisses = false
        #expect(android.refusal(of: .back, on: .modal) == .backButtonOff)
        #expect(Self.configuration(.web, .phone).refusal(of: .back, on: .modal) == .noBackButton)
    }

    @Test(arguments: Gesture.allCases)
    func theEngineAppliesTheRule(_ gesture: Gesture) throws {
        let payload: DeviceEvent.Payload =
            switch gesture {
            case .close: .close
            case .swipe: .swipe
            case .backgroundTap: .backgroundTap
            case .back: .back
            }
        for (platform, device) in Self.devices {
            let configuration = Self.configuration(platform, device)
            for message in EngineGestureTests.messages {
                let kind = message.kind
                let trace = try EngineInteractionTests.afterDisplay(
                    message,
                    [DeviceEvent(at: 2, payload)],
                    configuration: configuration
                )
                let expected = configuration.dismisses(gesture, kind) ? ["2 dismissed m \(gesture.dismissalReason)"] : []
                #expect(trace == expected, "\(gesture) on \(kind), \(platform) \(device)")
            }
        }
    }
}
