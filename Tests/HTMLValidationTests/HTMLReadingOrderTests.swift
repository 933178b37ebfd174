import HTMLValidation
import InAppMessaging
import Testing

/// `HTMLReadingOrder`: what a reader reaches in an HTML message's page, and the names it says.
struct HTMLReadingOrderTests {
    /// The elements as `role "label"` lines.
    static func lines(_ html: String) -> [String] {
        HTMLReadingOrder.elements(of: html).map { "\($0.role.rawValue) \"\($0.label)\"" }
    }

    @Test func namesComeFromAriaLabelThenTextThenTitle() {
        let html = """
            <button aria-label="Close the offer">✕</button>
            <button><img src="x.png" alt="Play"> now</button>
            <a href="/x" title="Details"></a>
            <input type="submit">
            <input type="text" placeholder="Your email">
            <div role="button">Custom</div>
            """
        #expect(
            Self.lines(html) == [
                "button \"Close the offer\"", "button \"Play now\"", "link \"Details\"", "button \"Submit\"", "field \"Your email\"",
                "button \"Custom\"",
            ]
        )
    }

    @Test func hiddenAndDecorativePartsAreSkipped() {
        let html = """
            <p>Shown</p><p hidden>hidden</p><p aria-hidden="true">aria</p><p style="DISPLAY : none">styled</p>
            <img src="a.png" alt=""><img src="b.png" role="presentation" alt="x"><svg><text>drawn</text></svg>
            <input type="hidden" value="secret"><script>var s = "script";</script><style>p{}</style>
            """
        #expect(Self.lines(html) == ["text \"Shown\""])
    }

    @Test func textIsGatheredPerBlockWithEntitiesDecoded() {
        let html = "<div>One &amp; <b>two</b><br>three</div><p>four</p>"
        #expect(Self.lines(html) == ["text \"One & two three\"", "text \"four\""])
    }

    @Test func headingsKeepTheirLevelAndLinksTheirAction() {
        let elements = HTMLReadingOrder.elements(
            of: "<h2>Title</h2><a href='appboy://close'>No</a><a href='javascript:brazeBridge.closeMessage()'>X</a><a href='#top'>Top</a>"
        )
        #expect(elements[0] == SpokenElement(role: .heading, label: "Title", notes: ["level 2"]))
        #expect(elements[1].action == "closes the message")
        #expect(elements[2].action == "calls brazeBridge.closeMessage")
        #expect(elements[3].action == nil)
    }

    @Test func bridgeCallsAreNamedWithTheirPath() {
        let elements = HTMLReadingOrder.elements(
            of:
                "<button onclick=\"brazeBridge.getUser().setEmail('a@b.c'); appboyBridge.logClick()\">Go</button><button onclick='go()'>Other</button>"
        )
        #expect(elements[0].action == "calls brazeBridge.getUser().setEmail, appboyBridge.logClick")
        #expect(elements[1].action == "runs its onclick script")
    }

    @Test func theTitleIsTheFirstTitleElementsText() {
        #expect(HTMLReadingOrder.title(of: "<html><head><title> Rate\n us </title></head></html>") == "Rate us")
        #expect(HTMLReadingOrder.title(of: "<html><head><title></title></head></html>") == "")
        #expect(HTMLReadingOrder.title(of: "<p>none</p>") == nil)
        #expect(HTMLReadingOrder.title(of: "") == nil)
    }

    @Test func aLongOrDeepPageStaysBounded() {
        let many = String(repeating: "<button>b</button>", count: 500)
        let elements = HTMLReadingOrder.elements(of: many)
        #expect(elements.count == HTMLReadingOrder.limit + 1)
        #expect(elements.last?.label == "… and 300 more elements")
        let deep = String(repeating: "<div>", count: 5_000) + "deep" + String(repeating: "</div>", count: 5_000)
        _ = HTMLReadingOrder.elements(of: deep)
        #expect(HTMLReadingOrder.elements(of: "").isEmpty)
        // libxml2 drops what cannot start a tag; the rest is one text.
        #expect(HTMLReadingOrder.elements(of: "<<<>>>&&&").map(\.role) == [.text])
    }
}
