import TestSupport
import Testing

/// The shared HTML reader (libxml2's HTML parser) reads what the tests look for.
@Suite struct HTMLDocumentTests {
    static let page = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>A &amp; B</title>
        <style>p > b { color: red }</style><script>if (a < b && c) { x("</p>") }</script></head>
        <body>
        <div id="main" class="screen  dark" style="color: #fff; margin : 0">Hi <b>there</b>&#33;<br>next</div>
        <svg viewBox="0 0 1 1"><path d="M0 0"/></svg>
        <template id="t"><p>inert</p></template>
        <!-- a <b>comment</b> -->
        <form id="f" action="/x" method="post">
          <input type="hidden" name="_csrf" value="t&quot;k">
          <input name="title" value="&lt;b&gt;">
          <input type="checkbox" name="on" checked>
          <input type="checkbox" name="off" value="1">
          <input type="radio" name="r" value="a"><input type="radio" name="r" value="b" checked>
          <input name="gone" value="x" disabled>
          <input type="submit" name="go" value="Save">
          <select name="kind"><option value="modal">Modal</option><option value="full" selected>Full</option></select>
          <select name="first"><option>One</option><option>Two</option></select>
          <textarea name="html">&lt;p&gt;a
        b&lt;/p&gt;</textarea>
          <button name="op" value="save">Save</button>
        </form>
        </body></html>
        """

    @Test func readsElementsAttributesAndText() throws {
        let dom = HTMLDocument.parse(Self.page)
        #expect(dom.name == "#document")
        #expect(dom.first(tag: "html")?["lang"] == "en")
        #expect(dom.first(tag: "title")?.text == "A & B")
        let main = try #require(dom.element(id: "main"))
        #expect(main.classes == ["screen", "dark"])
        #expect(main.style("margin") == "0")
        #expect(main.style("color") == "#fff")
        #expect(main.text == "Hi there!next")
        #expect(main.childElements.map(\.name) == ["b", "br"])
        #expect(main.first(tag: "b")?.isInside(main) == true)
        #expect(dom.first(class: "dark") === main)
        #expect(dom.all(attribute: "id").compactMap(\.id) == ["main", "t", "f"])
        #expect(dom.first(attribute: "name", value: "kind")?.name == "select")
    }

    @Test func keepsScriptsStylesAndUnknownElementsWhole() {
        let dom = HTMLDocument.parse(Self.page)
        #expect(dom.first(tag: "script")?.text == #"if (a < b && c) { x("</p>") }"#)
        #expect(dom.first(tag: "style")?.text == "p > b { color: red }")
        #expect(dom.first(tag: "svg")?.first(tag: "path")?["d"] == "M0 0")
        #expect(dom.element(id: "t")?.text == "inert")
        #expect(!dom.text.contains("comment"))
    }

    @Test func readsTheFieldsABrowserWouldPost() {
        let fields = HTMLForm(html: Self.page, id: "f").fields
        #expect(fields.map(\.name) == ["_csrf", "title", "on", "r", "kind", "first", "html"])
        #expect(fields.map(\.value) == ["t\"k", "<b>", "on", "b", "full", "One", "<p>a\nb</p>"])
        #expect(HTMLForm(html: Self.page, id: "missing").fields.isEmpty)
        #expect(HTMLForm(html: Self.page, id: "f").with(["title": "x", "new": "y"]).map(\.name).suffix(3) == ["html", "new", "op"])
    }

    @Test func encodesAFormBody() {
        #expect(urlEncoded([("a b", "c&d=é"), ("op", "save")]) == "a%20b=c%26d%3D%C3%A9&op=save")
    }
}
