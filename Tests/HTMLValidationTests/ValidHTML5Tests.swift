import InAppMessaging
import Testing

@testable import HTMLValidation

/// Valid modern markup that libxml2 2.9 complains about must produce no diagnostics at all.
@Suite struct ValidHTML5Tests {
    static let documents: [String] = [
        "<header><nav><a href=\"https://example.com\">Home</a></nav></header><main><section><article>x</article></section></main><footer>f</footer>",
        "<picture><source srcset=\"https://example.com/a.webp 1x, https://example.com/b.webp 2x\" type=\"image/webp\"><img src=\"https://example.com/a.png\" alt=\"\"></picture>",
        "<template id=\"row\"><li id=\"item\">x</li><li id=\"item\">y</li></template><dialog open><form method=\"dialog\"><button>OK</button></form></dialog>",
        """
        <svg width="24" height="24" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg">
          <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#fff"/><stop offset="1"/></linearGradient></defs>
          <g fill="url(#g)"><path d="M0 0h24v24H0z"/><circle cx="12" cy="12" r="4"></circle></g>
          <foreignObject width="10" height="10"><div>html inside svg</div></foreignObject>
          <style>.a > .b { fill: red; }</style>
        </svg>
        """,
        "<math><mrow><mi>x</mi><mo>=</mo><mfrac><mn>1</mn><mn>2</mn></mfrac></mrow></math>",
        "<my-widget data-x=\"1\"><slot-item>a</slot-item></my-widget>",
        "<hr><p>line<br>break<img src=\"https://example.com/a.png\" alt=\"\"><input type=\"checkbox\" checked><wbr></p>",
        "<ul><li>one<li>two</ul><ol><li><p>para<li>next</ol><dl><dt>t<dd>d<dt>u<dd>e</dl><p>a<p>b",
        "<table><caption>c</caption><thead><tr><th>h<th>i<tbody><tr><td>1<td>2<tr><td>3<td>4</table>",
        "<select><optgroup label=\"g\"><option>a<option>b<optgroup label=\"h\"><option>c</select>",
        "<p>Tom &amp; Jerry & friends, a < b, &copy 2024 <a href=\"https://example.com/?a=1&b=2\">q</a></p>",
        "<details><summary>More</summary><p>Hidden</p></details><ruby>漢<rp>(</rp><rt>kan<rp>)</rp></ruby>",
        "<button onclick=\"if (a && b) { brazeBridge.logCustomEvent('x', {n: 1}); brazeBridge.getUser().setCustomUserAttribute('k', 'v'); }\">B</button>",
        "<video src=\"https://example.com/v.mp4\" poster=\"https://example.com/p.png\" controls playsinline muted></video><canvas></canvas>",
        "<script>var s = '<div>'; if (a < b && c > d) { brazeBridge.requestImmediateDataFlush(); }</script><noscript><p>no js</noscript>",
        "<textarea><p>not a tag</textarea><title>in body</title><style>p::before { content: '</p>'; }</style>",
    ]

    @Test(arguments: documents)
    func validMarkupHasNoDiagnostics(_ body: String) {
        #expect(HTMLValidator().validate(TestDocuments.page(body)) == [])
    }

    @Test func optionalHeadAndBodyTagsMayBeOmitted() {
        let html = """
            <!DOCTYPE html>
            <meta name="viewport" content="width=device-width">
            <title>Short</title>
            <p>Hello
            <a href="appboy://close">Close</a>
            """
        // The only note: the web would not close it (docs/rules.md, "Platforms", the web's links).
        #expect(HTMLValidator().validate(html).map(\.rule) == [.closeLinkOnly])
    }

    /// A message closed only by `appboy://close` links gets a note that the web ignores them; one
    /// that calls `brazeBridge.closeMessage()` does not.
    @Test func aCloseLinkAloneIsNotedForTheWeb() {
        let head = #"<!DOCTYPE html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>T</title></head>"#
        let link = HTMLValidator().validate(head + #"<body><a href="appboy://close">Close</a></body></html>"#)
        #expect(link.map(\.rule) == [.closeLinkOnly])
        #expect(link.map(\.severity) == [.info])
        #expect(HTMLValidator().validate(TestDocuments.page(#"<a href="appboy://close">Close</a>"#)) == [])
    }

    @Test func obsoleteElementsAreInformationOnly() {
        let diagnostics = HTMLValidator().validate(TestDocuments.page("<center>old</center>"))
        #expect(diagnostics.map(\.severity) == [.info])
        #expect(diagnostics.map(\.rule.rawValue) == ["obsolete-element"])
    }
}
