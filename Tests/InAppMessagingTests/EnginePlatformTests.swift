import InAppMessaging
import Testing

/// `configuration.platform`: its JSON, the errors that tie a configuration to its platform, and
/// the platform rules the scenarios (50-69) do not reach.
@Suite struct EnginePlatformTests {
    @Test(arguments: [
        (#"{"platform": "windows"}"#, "configuration.platform", "expected ios|android|web"),
        (#"{"device": "desktop"}"#, "configuration.device", "no desktop on ios (expected phone|tablet)"),
        (#"{"platform": "android", "device": "desktop"}"#, "configuration.device", "no desktop on android"),
        // A tablet's browser is the Web SDK's wider layout, the desktop one: no web tablet.
        (#"{"platform": "web", "device": "tablet"}"#, "configuration.device", "no tablet on web (expected desktop|phone)"),
        (
            #"{"platform": "web", "display_choice_rules": [{"choice": "now"}, {"when": {"screen": "a"}, "choice": "later"}]}"#,
            "configuration.display_choice_rules[1].choice", "\"later\" is not a display choice on web (expected now|discard)"
        ),
        (
            #"{"platform": "web", "display_choice_rules": [{"choice": "reenqueue"}]}"#,
            "configuration.display_choice_rules[0].choice", "(expected now|discard)"
        ),
        (#"{"blocked_screens": ["a", 1]}"#, "configuration.blocked_screens[1]", "expected a string"),
        (#"{"back_button_dismisses": "yes"}"#, "configuration.back_button_dismisses", "expected a boolean"),
    ])
    func badPlatformConfigurationsNameTheirPath(_ json: String, _ path: String, _ message: String) throws {
        let error = #expect(throws: WireError.self) {
            try DeliveryConfiguration(json: JSONParser.parse(json), path: JSONPath.root.appending("configuration"))
        }
        #expect(error?.path?.description == path)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    }

    @Test func platformSettingsDefaultAndRoundTrip() throws {
        let defaults = try DeliveryConfiguration(json: .object([:]))
        #expect(defaults.platform == .ios)
        #expect(defaults.platformSettings == .init(backButtonDismisses: true, persistWebViewWhenBackgrounding: true))
        let json = """
            {"platform": "android", "back_button_dismisses": false, "blocked_screens": ["checkout", "login"],
             "persist_webview_when_backgrounding": false, "display_choice_rules": [{"choice": "reenqueue"}]}
            """
        let android = try DeliveryConfiguration(json: JSONParser.parse(json))
        #expect(android.platformSettings.blockedScreens == ["checkout", "login"])
        #expect(try DeliveryConfiguration(json: android.jsonValue) == android)
        let web = try DeliveryConfiguration(
            json: JSONParser.parse(
                #"{"platform": "web", "device": "desktop", "allow_user_supplied_javascript": true, "require_explicit_dismissal": true}"#
            )
        )
        #expect(web.device == .desktop && web.platformSettings.allowUserSuppliedJavaScript)
        #expect(try DeliveryConfiguration(json: web.jsonValue) == web)
    }

    @Test func backAndTargetedInteractionsRoundTrip() throws {
        for json in [#"{"at": 1, "type": "back"}"#, #"{"at": 2, "type": "click", "button": "0", "campaign": "promo"}"#] {
            let event = try DeviceEvent(json: JSONParser.parse(json))
            #expect(try DeviceEvent(json: event.jsonValue) == event)
        }
        let error = #expect(throws: WireError.self) {
            try DeviceEvent(json: JSONParser.parse(#"{"at": 1, "type": "present_next", "campaign": "promo"}"#))
        }
        #expect(error?.path?.description == "campaign")
    }

    @Test(arguments: [Platform.ios, .web])
    func backHasNoEffectOffAndroid(_ platform: Platform) throws {
        let trace = try Fixture.trace(
            [Fixture.campaign("a")],
            [Fixture.event(1, "a"), DeviceEvent(at: 2, .back), DeviceEvent(at: 3, .swipe)],
            configuration: DeliveryConfiguration(platform: platform, triggerMinimumTimeInterval: 0, device: .phone),
            kinds: [.displayed, .dismissed]
        )
        #expect(trace == ["1 displayed a", "3 dismissed a swipe"])
    }

    @Test func anInteractionNamingAnotherCampaignHasNoEffect() throws {
        let trace = try Fixture.trace(
            [Fixture.campaign("a")],
            [Fixture.event(1, "a"), DeviceEvent(at: 2, .swipe, campaign: "b"), DeviceEvent(at: 3, .swipe, campaign: "a")],
            kinds: [.displayed, .dismissed]
        )
        #expect(trace == ["1 displayed a", "3 dismissed a swipe"])
    }

    @Test func theWebShowsEveryMessageOnScreen() throws {
        var engine = DeliveryEngine(
            configuration: DeliveryConfiguration(platform: .web, triggerMinimumTimeInterval: 0, device: .desktop),
            campaigns: [Fixture.campaign("a"), Fixture.campaign("b"), Fixture.campaign("m", message: Fixture.modal())]
        )
        for event in [DeviceEvent(at: 0, .sessionStart), Fixture.event(1, "a"), Fixture.event(2, "m"), Fixture.event(3, "b")] {
            _ = try engine.apply(event)
        }
        #expect(engine.presentations.map(\.campaignID) == ["a", "m", "b"])
        #expect(engine.presentation?.campaignID == "b")
        #expect(engine.whyNot(campaignID: "a").code == .onScreen)
        _ = try engine.apply(DeviceEvent(at: 4, .click(button: "0"), campaign: "m"))
        #expect(engine.presentations.map(\.campaignID) == ["a", "b"])
    }

    @Test(arguments: [
        (Platform.android, "reenqueue", WhyNot.Code.returnedToTriggers, "trigger system"),
        (.web, "discard", .discarded, "display choice"),
    ])
    func whyNotNamesThePlatformReason(_ platform: Platform, _ choice: String, _ code: WhyNot.Code, _ words: String) throws {
        let configuration = try DeliveryConfiguration(
            json: JSONParser.parse(#"{"platform": "\#(platform.rawValue)", "display_choice_rules": [{"choice": "\#(choice)"}]}"#)
        )
        let answer = try EngineWhyNotTests.whyNot("a", [Fixture.campaign("a")], [Fixture.event(1, "a")], configuration: configuration)
        #expect(answer.code == code)
        #expect(answer.text.contains(words), "\(answer.text)")
    }

    @Test func whyNotExplainsAndroidsWaitingSlotAndTheWebsRefusals() throws {
        let android = DeliveryConfiguration(
            platform: .android,
            triggerMinimumTimeInterval: 0,
            platformSettings: .init(blockedScreens: ["pay"])
        )
        let campaigns = [Fixture.campaign("a"), Fixture.campaign("b")]
        let events = [DeviceEvent(at: 1, .screen(name: "pay")), Fixture.event(2, "a"), Fixture.event(3, "b")]
        let lost = try EngineWhyNotTests.whyNot("a", campaigns, events, configuration: android)
        #expect(lost.text.contains("single waiting slot"), "\(lost.text)")
        let waiting = try EngineWhyNotTests.whyNot("b", campaigns, events, configuration: android)
        #expect(waiting.text.contains("no Activity was registered"), "\(waiting.text)")
        let web = DeliveryConfiguration(platform: .web, triggerMinimumTimeInterval: 0, device: .desktop)
        let html = Fixture.campaign("h", message: InAppMessage(content: .html(HTMLContent(html: "<p>"))))
        let refused = try EngineWhyNotTests.whyNot("h", [html], [Fixture.event(1, "h")], configuration: web)
        #expect(refused.text.contains("allow_user_supplied_javascript"), "\(refused.text)")
        let modals = [Fixture.campaign("a", message: Fixture.modal()), Fixture.campaign("b", message: Fixture.modal())]
        let blocked = try EngineWhyNotTests.whyNot("b", modals, [Fixture.event(1, "a"), Fixture.event(2, "b")], configuration: web)
        #expect(blocked.text.contains("one at a time"), "\(blocked.text)")
    }
}
