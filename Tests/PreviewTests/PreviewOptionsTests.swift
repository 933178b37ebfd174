import InAppMessaging
import Testing

@testable import Preview

@Suite struct PreviewOptionsTests {
    @Test func absentKeysTakeTheDefaults() throws {
        #expect(try PreviewOptions(query: [:]) == PreviewOptions())
        #expect(try PreviewOptions(query: ["device": "", "unrelated": "x"]) == PreviewOptions())
        #expect(PreviewOptions().queryString == "")
    }

    @Test func everyOptionIsRead() throws {
        let options = try PreviewOptions(query: [
            "device": "Tablet", "orientation": "landscape", "appearance": "dark", "status_bar": "hidden",
            "disable_dark_mode": "on", "slideup_offset": "-12.5",
        ])
        #expect(
            options
                == PreviewOptions(
                    device: .tablet,
                    orientation: .landscape,
                    appearance: .dark,
                    statusBar: .hidden,
                    disableDarkMode: true,
                    slideupOffset: -12.5
                )
        )
        #expect(
            options.queryString == "device=tablet&orientation=landscape&appearance=dark&status_bar=hidden&disable_dark_mode=true&slideup_offset=-12.5"
        )
    }

    @Test(arguments: [
        PreviewOptions(), PreviewOptions(device: .tablet), PreviewOptions(orientation: .portrait, slideupOffset: 40),
        PreviewOptions(appearance: .dark, statusBar: .visible, disableDarkMode: true),
    ])
    func queryStringRoundTrips(options: PreviewOptions) throws {
        var query: [String: String] = [:]
        for item in options.queryItems { query[item.key] = item.value }
        #expect(try PreviewOptions(query: query) == options)
    }

    @Test(arguments: [
        ("device", "watch"), ("orientation", "upside"), ("appearance", "sepia"), ("status_bar", "maybe"),
        ("disable_dark_mode", "perhaps"), ("slideup_offset", "abc"), ("slideup_offset", "9000"), ("slideup_offset", "nan"),
    ])
    func badValuesNameTheirKey(key: String, value: String) {
        #expect(throws: FieldProblem.self) { try PreviewOptions(query: [key: value]) }
        do {
            _ = try PreviewOptions(query: [key: value])
        } catch {
            #expect(error.key == key)
            #expect(error.message.contains(value))
        }
    }

    @Test func documentSizeIncludesTheBridgePanelForHTML() {
        let frame = DeviceFrame(device: .phone, orientation: .portrait)
        #expect(frame.documentSize(withBridgePanel: false) == (393 + 24 + 32, 852 + 24 + 32 + 40))
        #expect(frame.documentSize(withBridgePanel: true).width == 393 + 24 + 32 + 280 + 16)
    }
}

@Suite struct ViewTypeRegistryTests {
    @Test func extrasWithoutViewTypePass() {
        #expect(ViewTypeRegistry.builtIn.validate(extras: ["anything": "goes"]).isEmpty)
    }

    @Test func builtInSchemasAccept() {
        #expect(ViewTypeRegistry.builtIn.validate(extras: ["view_type": "picker", "attribute_key": "Team"], kind: .modal).isEmpty)
        #expect(ViewTypeRegistry.builtIn.validate(extras: ["view_type": "table_list", "attribute_key": "Tags"], kind: .full).isEmpty)
    }

    @Test(arguments: [
        (
            ["view_type": "picker"] as JSONObject, MessageKind?.some(.modal),
            [FieldProblem(key: "attribute_key", message: "required by view type \"picker\"")]
        ),
        (
            ["view_type": "picker", "attribute_key": "  "] as JSONObject, nil,
            [FieldProblem(key: "attribute_key", message: "required by view type \"picker\"")]
        ),
        (
            ["view_type": "spinner"] as JSONObject, nil,
            [FieldProblem(key: "view_type", message: "unknown view type \"spinner\"; registered: picker, table_list")]
        ),
        (
            ["view_type": "table_list", "attribute_key": "k"] as JSONObject, .slideup,
            [FieldProblem(key: "view_type", message: "view type \"table_list\" applies to full messages, not slideup")]
        ),
    ])
    func problemsNameTheKey(extras: JSONObject, kind: MessageKind?, problems: [FieldProblem]) {
        #expect(ViewTypeRegistry.builtIn.validate(extras: extras, kind: kind) == problems)
    }

    @Test func registeredSchemasCheckTypes() {
        var registry = ViewTypeRegistry.builtIn
        registry.register(
            ViewType(
                name: "countdown",
                kinds: [.modal, .full],
                fields: [
                    ExtrasField(name: "seconds", type: .number, required: true),
                    ExtrasField(name: "autostart", type: .boolean, required: false),
                    ExtrasField(name: "link", type: .url, required: false),
                ]
            )
        )
        #expect(registry.validate(extras: ["view_type": "countdown", "seconds": "30", "autostart": "true", "link": "https://x.example"]).isEmpty)
        let problems = registry.validate(extras: ["view_type": "countdown", "seconds": "soon", "autostart": "yes", "link": "not a url"])
        #expect(problems.map(\.key) == ["seconds", "autostart", "link"])
        #expect(registry.viewTypes.keys.sorted() == ["countdown", "picker", "table_list"])
    }
}

@Suite struct PreviewPlatformOptionsTests {
    @Test func platformIsReadAndWrittenFirst() throws {
        let options = try PreviewOptions(query: ["platform": "Android", "device": "tablet"])
        #expect(options == PreviewOptions(platform: .android, device: .tablet))
        #expect(options.queryString == "platform=android&device=tablet")
        #expect(try PreviewOptions(query: ["platform": "web", "device": "desktop"]).queryString == "platform=web&device=desktop")
        #expect(try PreviewOptions(query: ["platform": "ios"]) == PreviewOptions())
    }

    @Test(arguments: [
        (["device": "desktop"], "expected one of phone, tablet with platform ios, got \"desktop\""),
        (["platform": "android", "device": "desktop"], "expected one of phone, tablet with platform android, got \"desktop\""),
        (["platform": "web", "device": "tablet"], "expected one of desktop, phone with platform web, got \"tablet\""),
    ])
    func aDeviceThePlatformDoesNotDrawNamesTheAllowedOnes(query: [String: String], message: String) {
        do {
            _ = try PreviewOptions(query: query)
            Issue.record("\(query) was accepted")
        } catch {
            #expect(error.key == "device")
            #expect(error.message == message)
        }
    }

    @Test func anUnknownPlatformNamesTheThree() {
        do {
            _ = try PreviewOptions(query: ["platform": "windows"])
            Issue.record("windows was accepted")
        } catch {
            #expect(error == FieldProblem(key: "platform", message: "expected one of ios, android, web, got \"windows\""))
        }
    }

    @Test(arguments: [
        (Platform.android, PreviewOptions.Device.phone, PreviewOptions.DeviceOrientation.portrait, 412, 915),
        (.android, .phone, .landscape, 915, 412), (.android, .tablet, .portrait, 800, 1280), (.android, .tablet, .landscape, 1280, 800),
        (.web, .desktop, .portrait, 1280, 800), (.web, .desktop, .landscape, 1280, 800), (.web, .phone, .portrait, 390, 844),
        (.ios, .phone, .portrait, 393, 852), (.ios, .tablet, .landscape, 1194, 834),
    ])
    func framesHaveTheirPlatformsSizes(
        platform: Platform,
        device: PreviewOptions.Device,
        orientation: PreviewOptions.DeviceOrientation,
        width: Int,
        height: Int
    ) {
        let frame = DeviceFrame(platform: platform, device: device, orientation: orientation)
        #expect(frame.width == width && frame.height == height)
    }

    @Test func androidDrawsItsSystemBarsAndTheWebItsBrowserChrome() {
        let android = DeviceFrame(platform: .android, device: .phone, orientation: .portrait)
        #expect(android.statusBarHeight == 24 && android.safeArea == DeviceFrame.Insets(top: 24, left: 0, bottom: 24, right: 0))
        let desktop = DeviceFrame(platform: .web, device: .desktop, orientation: .portrait)
        #expect(desktop.statusBarHeight == 0 && desktop.browserBarHeight > 0)
        #expect(desktop.documentSize(withBridgePanel: false).height == 800 + desktop.browserBarHeight + 24 + 32 + 40)
    }

    @Test func aDesktopWindowIsAlwaysLandscape() {
        let message = InAppMessage(content: .slideup(SlideupContent(message: "Hi")))
        #expect(PreviewOptions(platform: .web, device: .desktop, orientation: .portrait).resolvedOrientation(for: message) == .landscape)
    }
}
