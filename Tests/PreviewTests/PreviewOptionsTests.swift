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
