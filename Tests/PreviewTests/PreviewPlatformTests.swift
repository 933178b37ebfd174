import InAppMessaging
import TestSupport
import Testing

@testable import Preview

/// The same message drawn by each platform: the same hooks, each platform's frame, sheet and rules.
@Suite struct PreviewPlatformTests {
    static let drawnKinds: [MessageKind] = [.slideup, .modal, .modalImage, .full, .fullImage, .html]
    static let variants: [(Platform, PreviewOptions.Device)] = [
        (.ios, .phone), (.ios, .tablet), (.android, .phone), (.android, .tablet), (.web, .desktop), (.web, .phone),
    ]

    /// The `data-part` values of a rendered document, as a set.
    static func parts(_ dom: HTMLElement) -> Set<String> {
        Set(dom.all(attribute: "data-part").compactMap { $0.attributes["data-part"] })
    }

    @Test(arguments: drawnKinds)
    func everyPlatformKeepsTheSameHooks(kind: MessageKind) {
        let message = PreviewFixtures.message(of: kind)
        let phone = Self.parts(renderDOM(message, PreviewOptions()).dom)
        for (platform, device) in Self.variants {
            let (html, dom) = renderDOM(message, PreviewOptions(platform: platform, device: device))
            #expect(dom.first(class: "preview")?.attributes["data-platform"] == platform.rawValue)
            let iosCard = platform == .ios && device == .tablet && kind.isCardOnTablet
            #expect(dom.first(class: iosCard ? "iam-modal" : PreviewFixtures.messageClass(kind)) != nil, "\(kind) on \(platform) \(device)")
            var parts = Self.parts(dom)
            // A wide browser window gives the slideup a close ✕ in place of its chevron.
            if kind == .slideup, device == .desktop {
                parts.remove("close")
                parts.insert("chevron")
            }
            // iOS shows a full message on a tablet as a modal card with its own hooks; others keep the full layout.
            if device == .tablet || device == .desktop, kind == .full || kind == .fullImage { parts.formUnion(["overlay"]) }
            #expect(parts.isSuperset(of: phone), "\(kind) on \(platform) \(device): \(phone.subtracting(parts))")
            #expect(html.contains("Android's default in-app message views") == (platform == .android))
            #expect(html.contains("The Web SDK's default in-app message views") == (platform == .web))
        }
    }

    @Test func iosDocumentsCarryNoPlatformSheet() {
        let html = PreviewRenderer().render(PreviewFixtures.message(of: .modal), options: PreviewOptions())
        #expect(!html.contains("preview-android") && !html.contains("container-type:size"))
        #expect(html.contains("<div class=\"home-indicator\"></div>"))
    }

    @Test func androidDrawsItsStatusAndGestureBarsAndKeepsTheStatusBarForFullMessages() throws {
        let (_, dom) = renderDOM(PreviewFixtures.message(of: .full), PreviewOptions(platform: .android))
        let screen = try #require(dom.first(attribute: "data-part", value: "screen"))
        #expect(screen.style("width") == "412px" && screen.style("height") == "915px")
        #expect(dom.first(class: "status-bar")?.style("height") == "24px")
        #expect(dom.first(class: "home-indicator") != nil)
        #expect(dom.first(class: "preview")?.attributes["data-status-bar"] == "visible")
        let (_, hidden) = renderDOM(PreviewFixtures.message(of: .full), PreviewOptions(platform: .android, statusBar: .hidden))
        #expect(hidden.first(class: "status-bar") == nil)
    }

    @Test(arguments: [MessageKind.full, .fullImage])
    func androidTabletsAndWideBrowsersShowFullMessagesAsACardWithTheFullLayout(kind: MessageKind) throws {
        for (platform, device) in [(Platform.android, PreviewOptions.Device.tablet), (.web, .desktop)] {
            let (_, dom) = renderDOM(PreviewFixtures.message(of: kind), PreviewOptions(platform: platform, device: device))
            let card = try #require(dom.first(attribute: "data-part", value: "message"))
            #expect(card.attributes["data-kind"] == kind.rawValue)
            #expect(card.classes.contains(PreviewFixtures.messageClass(kind)))
            #expect(card.parent?.classes.contains("iam-center") == true)
        }
        let (_, phone) = renderDOM(PreviewFixtures.message(of: kind), PreviewOptions(platform: .android))
        #expect(phone.first(class: "iam-center") == nil)
    }

    /// A modal's margins are its platform's sheet's (measured by the browser geometry tests), not
    /// numbers written into the element: 15 from the window on Android and the web, 20 from the
    /// safe area on iOS.
    @Test func aModalsMarginsComeFromItsPlatformsSheet() throws {
        let sheets: [(Platform, String)] = [
            (.android, ".iam-center{inset:15px}"), (.web, ".iam-center{inset:15px}"),
            (.ios, ".preview[data-platform=ios] .iam-center{top:calc(var(--safe-top) + 20px)"),
        ]
        for (platform, rule) in sheets {
            let (html, dom) = renderDOM(PreviewFixtures.message(of: .modal), PreviewOptions(platform: platform))
            let centre = try #require(dom.first(class: "iam-center"))
            #expect(centre.attributes["style"] == nil, "\(platform)")
            #expect(html.contains(rule), "\(platform)")
        }
    }

    @Test func theWebDrawsABrowserWindowWithoutSystemBars() throws {
        for device in [PreviewOptions.Device.desktop, .phone] {
            let (_, dom) = renderDOM(PreviewFixtures.message(of: .modal), PreviewOptions(platform: .web, device: device))
            #expect(dom.first(class: "browser-bar") != nil)
            #expect(dom.first(class: "status-bar") == nil && dom.first(class: "home-indicator") == nil && dom.first(class: "notch") == nil)
        }
        let screen = try #require(
            renderDOM(PreviewFixtures.message(of: .modal), PreviewOptions(platform: .web, device: .desktop)).dom
                .first(attribute: "data-part", value: "screen")
        )
        #expect(screen.style("width") == "1280px" && screen.style("height") == "800px")
    }

    @Test func theWebHasNoDarkTheme() throws {
        let message = PreviewFixtures.message(of: .modal)
        let (_, web) = renderDOM(message, PreviewOptions(platform: .web, appearance: .dark))
        #expect(web.first(class: "preview")?.attributes["data-message-appearance"] == "light")
        let (_, android) = renderDOM(message, PreviewOptions(platform: .android, appearance: .dark))
        #expect(android.first(class: "preview")?.attributes["data-message-appearance"] == "dark")
        // HTML messages style themselves: the frame still follows the device.
        let (_, html) = renderDOM(PreviewFixtures.message(of: .html), PreviewOptions(platform: .web, appearance: .dark))
        #expect(html.first(class: "iam-html")?.style("color-scheme") == "dark")
    }

    @Test func aWideBrowserPinsTheSlideupRightWithACloseButton() throws {
        let message = PreviewFixtures.message(of: .slideup)
        let (_, desktop) = renderDOM(message, PreviewOptions(platform: .web, device: .desktop))
        let card = try #require(desktop.first(class: "iam-slideup"))
        #expect(card.style("left") == nil && card.style("right") == "20px" && card.style("bottom") == "calc(20px + 0px)")
        #expect(desktop.first(attribute: "data-part", value: "close") != nil && desktop.first(class: "slideup-chevron") == nil)
        let (_, phone) = renderDOM(message, PreviewOptions(platform: .web, device: .phone))
        #expect(phone.first(class: "iam-slideup")?.style("left") == "10px")
        #expect(phone.first(class: "slideup-chevron") != nil && phone.first(attribute: "data-part", value: "close") == nil)
    }

    @Test func webButtonsInTheDefaultColoursTakeTheWebSDKsDefault() throws {
        let message = PreviewFixtures.message(of: .modal, dark: false)
        let (_, web) = renderDOM(message, PreviewOptions(platform: .web, device: .desktop))
        #expect(web.first(class: "iam-button")?.style("background-color") == "rgba(0, 115, 213, 1)")
        let (_, ios) = renderDOM(message, PreviewOptions())
        #expect(ios.first(class: "iam-button")?.style("background-color") == "rgba(27, 120, 207, 1)")
    }

    @Test func webButtonsKeepColoursThePayloadSentEvenAtTheAppsDefault() throws {
        let sent = try InAppMessage(
            wire: JSONParser.parse(#"{"type": "MODAL", "message": "Body", "btns": [{"text": "OK", "bg_color": 4279990479}]}"#)
        )
        let (_, web) = renderDOM(sent, PreviewOptions(platform: .web, device: .desktop))
        #expect(web.first(class: "iam-button")?.style("background-color") == "rgba(27, 120, 207, 1)")
        let unsent = try InAppMessage(wire: JSONParser.parse(#"{"type": "MODAL", "message": "Body", "btns": [{"text": "OK"}]}"#))
        let (_, defaulted) = renderDOM(unsent, PreviewOptions(platform: .web, device: .desktop))
        #expect(defaulted.first(class: "iam-button")?.style("background-color") == "rgba(0, 115, 213, 1)")
    }

    @Test(arguments: [Platform.ios, .android, .web])
    func htmlMessagesRunSandboxedWithTheBridgeStubEverywhere(platform: Platform) throws {
        let device: PreviewOptions.Device = platform == .web ? .desktop : .phone
        let (_, dom) = renderDOM(PreviewFixtures.message(of: .html), PreviewOptions(platform: platform, device: device))
        let frame = try #require(dom.first(class: "iam-html"))
        #expect(frame.attributes["sandbox"] == "allow-scripts")
        #expect(frame.attributes["srcdoc"]?.contains("brazeBridge") == true)
    }
}
