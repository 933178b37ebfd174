import Foundation
import InAppMessaging
import TestSupport
import Testing

@testable import Preview

@Suite struct PreviewStructureTests {
    static let kindsAndAppearances: [(MessageKind, Appearance)] = MessageKind.allCases.flatMap { kind in
        Appearance.allCases.map { (kind, $0) }
    }

    @Test(arguments: kindsAndAppearances)
    func everyKindSitsInsideTheDeviceScreen(kind: MessageKind, appearance: Appearance) throws {
        let (_, dom) = renderDOM(PreviewFixtures.message(of: kind), PreviewOptions(appearance: appearance))
        let preview = try #require(dom.first(class: "preview"))
        #expect(preview.attributes["data-kind"] == kind.rawValue)
        #expect(preview.attributes["data-appearance"] == appearance.rawValue)
        let screen = try #require(dom.first(class: "screen"))
        #expect(screen.classes.contains("appearance-\(appearance.rawValue)"))
        #expect(screen.isInside(try #require(dom.first(class: "device"))))
        let message = try #require(dom.first(class: PreviewFixtures.messageClass(kind)))
        #expect(message.isInside(screen))
        #expect(dom.first(class: "home-indicator")?.isInside(screen) == true)
    }

    @Test(arguments: kindsAndAppearances.filter { $0.0 != .html && $0.0 != .control })
    func themeColoursFollowTheAppearance(kind: MessageKind, appearance: Appearance) throws {
        let message = PreviewFixtures.message(of: kind)
        let (_, dom) = renderDOM(message, PreviewOptions(appearance: appearance))
        let theme = appearance == .dark ? PreviewFixtures.darkTheme : Theme.defaultLight(for: kind)
        let element = try #require(dom.first(class: PreviewFixtures.messageClass(kind)))
        #expect(element.style("background-color") == theme.backgroundColor.css)
        #expect(dom.first(class: "preview")?.attributes["data-message-appearance"] == appearance.rawValue)
        if kind == .slideup || kind == .modal || kind == .full {
            #expect(dom.first(class: "iam-message")?.style("color") == theme.textColor.css)
            #expect(dom.first(class: "iam-message")?.text == "Body text")
        }
        if kind != .slideup {
            #expect(dom.first(class: "iam-close")?.style("color") == theme.closeButtonColor.css)
            let buttons = dom.all(class: "iam-button")
            #expect(buttons.map(\.text) == ["Later", "Go"])
            #expect(buttons.map { $0.attributes["data-button-id"] } == ["0", "1"])
            #expect(buttons[0].style("background-color") == ButtonTheme.defaultLight.backgroundColor.css)
            let second = appearance == .dark ? PreviewFixtures.darkButton : ButtonTheme.defaultLight
            #expect(buttons[1].style("background-color") == second.backgroundColor.css)
            #expect(buttons[1].style("color") == second.textColor.css)
        }
    }

    @Test func darkDeviceWithoutDarkThemeKeepsLightColours() throws {
        let message = PreviewFixtures.message(of: .modal, dark: false)
        let (_, dom) = renderDOM(message, PreviewOptions(appearance: .dark))
        #expect(dom.first(class: "screen")?.classes.contains("appearance-dark") == true)
        #expect(dom.first(class: "preview")?.attributes["data-message-appearance"] == "light")
        #expect(dom.first(class: "iam-modal")?.style("background-color") == "rgba(255, 255, 255, 1)")
    }

    @Test func disableDarkModeKeepsLightColoursForMessageAndButtons() throws {
        let (_, dom) = renderDOM(PreviewFixtures.message(of: .modal), PreviewOptions(appearance: .dark, disableDarkMode: true))
        #expect(dom.first(class: "iam-modal")?.style("background-color") == "rgba(255, 255, 255, 1)")
        #expect(dom.all(class: "iam-button").last?.style("background-color") == "rgba(27, 120, 207, 1)")
    }

    @Test func defaultColoursAreBrazes() throws {
        let slideup = InAppMessage(content: .slideup(SlideupContent(message: "Hi")))
        let (_, dom) = renderDOM(slideup)
        let element = try #require(dom.first(class: "iam-slideup"))
        #expect(element.style("background-color") == "rgba(239, 239, 239, 1)")
        #expect(dom.first(class: "iam-message")?.style("color") == "rgba(85, 85, 85, 1)")
        #expect(dom.first(class: "iam-message")?.style("text-align") == "start")
        let modal = InAppMessage(content: .modal(TextContent(header: "H", message: "M", buttons: [MessageButton(id: 0, text: "OK")])))
        let (_, modalDOM) = renderDOM(modal)
        #expect(modalDOM.first(class: "iam-frame")?.style("background-color") == "rgba(51, 51, 51, 0.753)")
        #expect(modalDOM.first(class: "iam-header")?.style("color") == "rgba(51, 51, 51, 1)")
        #expect(modalDOM.first(class: "iam-close")?.style("color") == "rgba(155, 155, 155, 1)")
        #expect(modalDOM.first(class: "iam-button")?.style("color") == "rgba(255, 255, 255, 1)")
        #expect(modalDOM.first(class: "iam-message")?.style("text-align") == "center")
    }

    @Test func wireFixtureColoursAndAlignmentsAreDrawn() throws {
        let message = try PreviewFixtures.message("modal-two-buttons.json")
        let (_, light) = renderDOM(message)
        #expect(light.first(class: "iam-message")?.style("text-align") == "start")
        #expect(light.first(class: "iam-header")?.style("text-align") == "center")
        #expect(light.first(class: "iam-modal")?.style("background-color") == message.themes.light.backgroundColor.css)
        let (_, dark) = renderDOM(message, PreviewOptions(appearance: .dark))
        let darkTheme = try #require(message.themes.dark)
        #expect(dark.first(class: "iam-modal")?.style("background-color") == darkTheme.backgroundColor.css)
        #expect(dark.first(class: "iam-frame")?.style("background-color") == darkTheme.frameColor.css)
        let buttonTheme = try #require(message.buttons[1].themes.dark)
        #expect(dark.all(class: "iam-button")[1].style("background-color") == buttonTheme.backgroundColor.css)
    }

    @Test func atMostTwoButtonsAreShown() throws {
        let buttons = (0..<3).map { MessageButton(id: $0, text: "B\($0)") }
        let (_, dom) = renderDOM(InAppMessage(content: .modal(TextContent(message: "M", buttons: buttons))))
        #expect(dom.all(class: "iam-button").map(\.text) == ["B0", "B1"])
    }

    @Test(arguments: [
        (MessageKind.slideup, StatusBarPolicy.auto, false), (.modal, .auto, false), (.modalImage, .auto, false),
        (.full, .auto, true), (.fullImage, .auto, true), (.html, .auto, true), (.control, .auto, false),
        (.slideup, .hidden, true), (.full, .visible, false), (.html, .visible, false),
    ])
    func statusBarFollowsThePresentationRules(kind: MessageKind, policy: StatusBarPolicy, hidden: Bool) {
        let (_, dom) = renderDOM(PreviewFixtures.message(of: kind), PreviewOptions(statusBar: policy))
        #expect(dom.first(class: "status-bar") == nil ? hidden : !hidden)
        #expect(dom.first(class: "preview")?.attributes["data-status-bar"] == (hidden ? "hidden" : "visible"))
    }

    @Test(arguments: [
        (PreviewOptions.Device.phone, PreviewOptions.DeviceOrientation.portrait, StatusBarPolicy.visible, "59 0 34 0"),
        (.phone, .portrait, .hidden, "59 0 34 0"), (.phone, .landscape, .hidden, "0 59 21 59"),
        (.tablet, .portrait, .visible, "24 0 20 0"), (.tablet, .landscape, .hidden, "0 0 20 0"),
    ])
    func safeAreasDependOnDeviceAndStatusBar(
        device: PreviewOptions.Device,
        orientation: PreviewOptions.DeviceOrientation,
        policy: StatusBarPolicy,
        insets: String
    ) {
        let options = PreviewOptions(device: device, orientation: orientation, statusBar: policy)
        let (_, dom) = renderDOM(PreviewFixtures.message(of: .modal), options)
        #expect(dom.first(class: "screen")?.attributes["data-safe-area"] == insets)
        #expect((dom.first(class: "notch") != nil) == (device == .phone && orientation == .portrait))
    }

    @Test func orientationDefaultsToTheMessagesAndWarnsOnAMismatch() throws {
        let message = try PreviewFixtures.message("full-graphic-landscape.json")
        let (_, natural) = renderDOM(message)
        #expect(natural.first(class: "preview")?.attributes["data-orientation"] == "landscape")
        #expect(natural.first(class: "preview-note") == nil)
        let (_, forced) = renderDOM(message, PreviewOptions(orientation: .portrait))
        #expect(forced.first(class: "preview-note")?.attributes["data-note"] == "orientation-mismatch")
        let (_, tablet) = renderDOM(message, PreviewOptions(device: .tablet, orientation: .portrait))
        #expect(tablet.first(class: "preview-note") == nil)
    }

    @Test func renderingIsDeterministic() throws {
        let message = try PreviewFixtures.message("modal-two-buttons.json")
        let options = PreviewOptions(device: .tablet, appearance: .dark)
        #expect(PreviewRenderer().render(message, options: options) == PreviewRenderer().render(message, options: options))
    }

    @Test func controlShowsTheControlGroupCard() throws {
        let message = try PreviewFixtures.message("control.json")
        let (_, dom) = renderDOM(message)
        let card = try #require(dom.first(class: "control-card"))
        #expect(card.text.contains("Control group: nothing is shown"))
        #expect(dom.first(class: "iam") == nil)
    }

    @Test func colourConversionRoundsAlpha() {
        #expect(ARGBColor(argb: 0xFFFF_FFFF).css == "rgba(255, 255, 255, 1)")
        #expect(ARGBColor(argb: 0x0000_0000).css == "rgba(0, 0, 0, 0)")
        #expect(ARGBColor(argb: 0x8012_3456).css == "rgba(18, 52, 86, 0.502)")
        #expect(ARGBColor(argb: 0xBF00_0000).css == "rgba(0, 0, 0, 0.749)")
    }
}
