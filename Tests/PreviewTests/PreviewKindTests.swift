import Foundation
import InAppMessaging
import TestSupport
import Testing

@testable import Preview

@Suite struct PreviewKindTests {
    @Test(arguments: [SlideFrom.top, .bottom])
    func slideupSitsAtItsEdgeShiftedByTheOffset(edge: SlideFrom) throws {
        let message = InAppMessage(
            content: .slideup(SlideupContent(message: "Hi", graphic: .icon("\u{f0a1}"), slideFrom: edge)),
            clickAction: .url("myapp://x", useWebView: false)
        )
        let (_, dom) = renderDOM(message, PreviewOptions(statusBar: .visible, slideupOffset: 30))
        let slideup = try #require(dom.first(class: "iam-slideup"))
        #expect(slideup.attributes["data-slide-from"] == edge.rawValue)
        let inset = edge == .top ? 59 + 10 : 34 + 10
        #expect(slideup.style(edge.rawValue) == "calc(\(inset)px + 30px)")
        #expect(slideup.style(edge == .top ? "bottom" : "top") == nil)
        #expect(dom.first(class: "iam-icon")?.style("background-color") == "rgba(0, 115, 213, 1)")
        #expect(dom.first(class: "iam-icon")?.attributes["data-glyph"] == "f0a1")
        // The real Font Awesome glyph, in the embedded icon font.
        #expect(dom.first(class: "iam-icon")?.text == "\u{f0a1}")
        #expect(dom.first(class: "slideup-chevron") != nil)
    }

    @Test(arguments: [
        (SlideFrom.bottom, -200.0, true), (.bottom, 0, false), (.bottom, 400, false), (.top, 400, false), (.top, -100, true),
        (.top, -60, false),
    ])
    func anOffsetThatPushesTheSlideupOffScreenIsAWarning(edge: SlideFrom, offset: Double, warned: Bool) {
        let message = InAppMessage(content: .slideup(SlideupContent(message: "Hi", slideFrom: edge)))
        let (_, dom) = renderDOM(message, PreviewOptions(statusBar: .visible, slideupOffset: offset))
        let note = dom.all(class: "preview-note").first { $0.attributes["data-note"] == "slideup-offscreen" }
        #expect((note != nil) == warned, "\(edge) \(offset)")
    }

    @Test func slideupWithoutClickActionHasNoChevron() throws {
        let message = try PreviewFixtures.message("slideup-lowercase-signed.json")
        #expect(renderDOM(message).dom.first(class: "slideup-chevron") != nil)
        var plain = message
        plain.clickAction = .none
        #expect(renderDOM(plain).dom.first(class: "slideup-chevron") == nil)
    }

    @Test func slideupWithImageShowsTheImage() throws {
        let message = InAppMessage(content: .slideup(SlideupContent(message: "Hi", graphic: .image("https://cdn.example.com/s.png"))))
        let (_, dom) = renderDOM(message)
        let image = try #require(dom.first(class: "iam-image"))
        #expect(image.all(tag: "img").first?.attributes["src"] == "https://cdn.example.com/s.png")
        #expect(image.first(class: "image-label")?.text == "s.png")
    }

    @Test func modalHasFrameCardHeaderMessageButtonsAndClose() throws {
        let message = try PreviewFixtures.message("modal-two-buttons.json")
        let (_, dom) = renderDOM(message)
        let card = try #require(dom.first(class: "iam-modal"))
        #expect(dom.first(class: "iam-frame") != nil)
        #expect(card.first(class: "iam-header")?.text == "Spring sale")
        #expect(card.first(class: "iam-message")?.text == "Everything in the shop is 20% off until Sunday.")
        #expect(card.all(class: "iam-button").map(\.text) == ["Not now", "Shop"])
        #expect(card.first(class: "iam-close")?.text == "✕")
        #expect(card.all(tag: "img").first?.attributes["src"] == "https://cdn.example.com/iam/spring.png")
    }

    @Test func modalImageIsOnlyTheImageAndButtons() throws {
        let (_, dom) = renderDOM(PreviewFixtures.message(of: .modalImage))
        let card = try #require(dom.first(class: "iam-modal-image"))
        #expect(card.first(class: "iam-header") == nil)
        #expect(card.all(tag: "img").first?.attributes["src"] == "https://cdn.example.com/b.png")
        #expect(card.first(class: "iam-buttons") != nil)
    }

    @Test func fullPutsTheImageOnTop() throws {
        let (_, dom) = renderDOM(PreviewFixtures.message(of: .full))
        let full = try #require(dom.first(class: "iam-full"))
        let blocks = full.childElements
        #expect(blocks.map { $0.classes.contains("iam-image") }.firstIndex(of: true) == 1)
        #expect(full.first(class: "iam-header")?.text == "Header text")
    }

    @Test func fullImageCoversTheScreen() throws {
        let message = try PreviewFixtures.message("full-graphic-landscape.json")
        let (_, dom) = renderDOM(message)
        let full = try #require(dom.first(class: "iam-full-image"))
        #expect(full.first(class: "iam-image")?.classes.contains("fit-cover") == true)
        #expect(full.all(class: "iam-button").map(\.text) == ["Join"])
    }

    @Test func pickerShowsTheMessageItems() throws {
        let message = try PreviewFixtures.message("modal-picker.json")
        let (_, dom) = renderDOM(message)
        let picker = try #require(dom.first(class: "custom-picker"))
        #expect(picker.attributes["data-attribute-key"] == "Favorite Team")
        #expect(picker.all(class: "picker-item").map(\.text) == ["Arsenal", "Chelsea", "Liverpool", "Manchester City", "Tottenham"])
        #expect(picker.all(class: "selected").map(\.text) == ["Arsenal"])
        #expect(dom.first(class: "iam-message") == nil)
        #expect(dom.first(class: "iam-header")?.text == "Pick your team")
        #expect(dom.first(class: "preview")?.attributes["data-view-type"] == "picker")
    }

    @Test func pickersAttributeIsNamedBesideTheDeviceNotInsideTheMessage() throws {
        let message = try PreviewFixtures.message("modal-picker.json")
        let (_, dom) = renderDOM(message)
        let screen = try #require(dom.first(class: "screen"))
        #expect(!screen.text.contains("custom attribute"))
        let note = try #require(dom.first(attribute: "data-note", value: "custom-view"))
        #expect(note.text.contains("the choice is saved as the custom attribute “Favorite Team”"))
    }

    @Test func tableListShowsSwitchRowsAndSubtitle() throws {
        let message = try PreviewFixtures.message("full-table-list.json")
        let (_, dom) = renderDOM(message)
        let list = try #require(dom.first(class: "custom-table-list"))
        #expect(list.all(class: "row-label").map(\.text) == ["Breaking news", "Match reminders", "Transfer rumours", "Weekly digest"])
        #expect(list.all(tag: "input").allSatisfy { $0.attributes["role"] == "switch" && $0.attributes["type"] == "checkbox" })
        #expect(dom.first(class: "table-subtitle")?.text.hasPrefix("Enabling notifications") == true)
        #expect(dom.first(class: "iam-message") == nil)
    }

    @Test func viewTypeOnTheWrongKindIsIgnored() throws {
        var message = try PreviewFixtures.message("modal-picker.json")
        message.content = .full(TextContent(message: "a, b"))
        let (_, dom) = renderDOM(message)
        #expect(dom.first(class: "custom-picker") == nil)
        #expect(dom.first(class: "iam-message")?.text == "a, b")
    }

    @Test func registeredViewTypeIsLabelled() throws {
        var registry = ViewTypeRegistry.builtIn
        registry.register(ViewType(name: "carousel", kinds: [.modal], fields: []))
        let message = InAppMessage(content: .modal(TextContent(message: "M")), extras: ["view_type": "carousel"])
        let dom = HTMLDocument.parse(PreviewRenderer(registry: registry).render(message, options: PreviewOptions()))
        #expect(dom.first(class: "preview")?.attributes["data-view-type"] == "carousel")
        #expect(dom.first(class: "preview-note")?.text.contains("carousel") == true)
    }

    @Test func htmlMessageRunsSandboxedWithTheBridgeStub() throws {
        let message = try PreviewFixtures.message("html-bridge.json")
        let (_, dom) = renderDOM(message)
        let frame = try #require(dom.first(class: "iam-html"))
        #expect(frame.name == "iframe")
        #expect(frame.attributes["sandbox"] == "allow-scripts")
        let document = try #require(frame.attributes["srcdoc"])
        #expect(document.hasPrefix("<!DOCTYPE html>\n<script>"))
        #expect(document.contains("window.brazeBridge = bridge;"))
        #expect(document.contains("window.appboyBridge = bridge;"))
        #expect(document.contains("brazeBridge.logClick('0')"))
        #expect(dom.first(class: "bridge-panel")?.first(class: "bridge-calls") != nil)
        #expect(dom.all(tag: "script").count == 2)
    }

    @Test(arguments: PreviewFixtures.brazeTemplates)
    func brazeTemplatesGoIntoTheFrameUnchanged(name: String) throws {
        let template = try PreviewFixtures.brazeTemplate(name)
        let (_, dom) = renderDOM(InAppMessage(content: .html(HTMLContent(html: template))))
        let document = try #require(dom.first(class: "iam-html")?.attributes["srcdoc"])
        #expect(document == PreviewRenderer.injectingBridge(into: template))
        #expect(document.contains(template.drop { $0 != ">" }.dropFirst().description))
    }

    @Test func bridgeGoesFirstWithoutADoctype() {
        #expect(PreviewRenderer.injectingBridge(into: "<p>hi</p>") == PreviewScripts.bridgeStub.description + "<p>hi</p>")
        #expect(PreviewRenderer.injectingBridge(into: "  <!doctype html><p>").hasPrefix("  <!doctype html>\n<script>"))
    }

    @Test func theStubPostsWindowOpenAndTheListenerKnowsTheEngineWebSchemes() {
        // docs/rules.md, rule 11: `window.open` is a new-window link; the listener keeps the
        // message up for the schemes the engine does.
        #expect(PreviewScripts.bridgeStub.contains("window.open = function (url, name)"))
        let listener = PreviewScripts.bridgeListener.text
        #expect(!listener.contains("{{") && !PreviewScripts.bridgeStub.contains("{{"))
        #expect(listener.contains("['facetime', 'facetime-audio', 'http', 'https', 'mailto', 'sms', 'tel']"))
    }
}
