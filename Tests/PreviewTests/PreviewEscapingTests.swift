import Foundation
import InAppMessaging
import TestSupport
import Testing

@testable import Preview

/// Hostile text in every field a user controls must come out as text, never as markup.
@Suite struct PreviewEscapingTests {
    static let payloads = [
        "<script>alert(1)</script>",
        "\"><img src=x onerror=alert(1)>",
        "' onmouseover='alert(1)",
        "</iframe><script>alert(2)</script>",
        "&lt;b&gt; & \"quotes\"",
    ]

    /// Tags the renderer itself writes; anything else in the output came from a payload.
    static let ownTags: Set<String> = [
        "html", "head", "meta", "title", "style", "script", "body", "div", "p", "span", "h1", "h2", "button",
        "img", "ul", "ol", "li", "label", "input", "iframe", "aside", "i", "b", "svg", "path",
    ]

    /// Messages of every kind with `payload` in each text field, image URL and extras value.
    static func hostileMessages(_ payload: String) -> [InAppMessage] {
        let buttons = [MessageButton(id: 0, text: payload), MessageButton(id: 1, text: payload)]
        let extras: JSONObject = [
            "attribute_key": .string(payload), "subtitle_text": .string(payload), "other": .string(payload),
            "nested": .object(["inner": .array([.string(payload)])]),
        ]
        let text = TextContent(header: payload, message: "\(payload), second", graphic: .image("https://x.example/\(payload)"), buttons: buttons)
        var picker = InAppMessage(content: .modal(text), extras: extras.merging(["view_type": "picker"]) { $1 }, imageAlt: payload)
        picker.orientation = .landscape
        return [
            InAppMessage(
                content: .slideup(SlideupContent(message: payload, graphic: .icon(payload))),
                extras: extras,
                clickAction: .url(payload, useWebView: false)
            ),
            InAppMessage(content: .slideup(SlideupContent(message: payload, graphic: .image(payload))), imageAlt: payload),
            InAppMessage(content: .modal(text), extras: extras, imageAlt: payload),
            InAppMessage(content: .modal(TextContent(message: payload, graphic: .icon(payload))), extras: extras),
            picker,
            InAppMessage(content: .full(text), extras: extras.merging(["view_type": "table_list"]) { $1 }, imageAlt: payload),
            InAppMessage(content: .modalImage(ImageOnlyContent(imageURL: payload, buttons: buttons)), extras: extras),
            InAppMessage(content: .fullImage(ImageOnlyContent(imageURL: "https://x.example/\(payload)", buttons: buttons)), imageAlt: payload),
            InAppMessage(content: .html(HTMLContent(html: payload)), extras: extras),
            InAppMessage(content: .control, extras: extras.merging(["view_type": .string(payload)]) { $1 }),
        ]
    }

    @Test(arguments: payloads)
    func everyFieldIsEscaped(payload: String) throws {
        for message in Self.hostileMessages(payload) {
            let html = PreviewRenderer().render(message, options: PreviewOptions(device: .phone, orientation: .portrait), title: payload)
            #expect(!html.contains(payload), "raw payload in \(message.kind)")
            let dom = HTMLDocument.parse(html)
            let tags = Set(dom.descendants.map(\.name))
            #expect(tags.isSubset(of: Self.ownTags), "unexpected tags \(tags.subtracting(Self.ownTags)) for \(message.kind)")
            let handlers = dom.descendants.flatMap { $0.attributes.keys.filter { $0.hasPrefix("on") } }
            #expect(handlers.isEmpty, "event handler attributes \(handlers) for \(message.kind)")
            #expect(dom.all(tag: "script").count == (message.kind == .html ? 2 : 1))
            #expect(dom.all(tag: "img").allSatisfy { ($0.attributes["src"] ?? "").hasPrefix("https://") })
            #expect(dom.all(tag: "title").first?.text == "\(payload) · Vitrine preview")
            if message.kind == .html {
                let frame = try #require(dom.first(class: "iam-html"))
                #expect(frame.attributes["sandbox"] == "allow-scripts")
                #expect(frame.attributes["srcdoc"]?.hasSuffix(payload) == true)
            } else if message.kind != .control {
                #expect(dom.first(class: "screen")?.text.contains(payload) == true, "payload not shown as text for \(message.kind)")
            }
        }
    }

    @Test func escapingCoversTheFiveSpecialCharacters() {
        #expect(HTMLWriter.escaped("<a href=\"x\">'&'</a>") == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
        #expect(HTMLWriter.escaped("plain é ✕") == "plain é ✕")
    }
}
