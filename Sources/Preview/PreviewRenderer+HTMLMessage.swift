import InAppMessaging

extension PreviewRenderer {
    /// An HTML message: its document, with the bridge stub injected, in a sandboxed frame that
    /// may run scripts but has no same-origin access, covering the whole screen like BrazeUI's.
    func writeHTMLMessage(_ content: HTMLContent, into html: inout HTMLWriter) {
        html.open(
            "iframe",
            [
                "class": "iam iam-html",
                "title": "HTML in-app message",
                "sandbox": "allow-scripts",
                "referrerpolicy": "no-referrer",
                "srcdoc": Self.injectingBridge(into: content.html),
            ]
        )
        html.raw("</iframe>")
    }

    /// The message document with the bridge stub at its start: after a leading doctype, so the
    /// document keeps its standards mode, else before everything.
    static func injectingBridge(into document: String) -> String {
        let stub = PreviewScripts.bridgeStub
        var start = document.startIndex
        while start < document.endIndex, document[start].isWhitespace || document[start] == "\u{FEFF}" {
            start = document.index(after: start)
        }
        let rest = document[start...]
        guard rest.prefix(9).lowercased() == "<!doctype", let close = rest.firstIndex(of: ">") else {
            return stub + document
        }
        let afterDoctype = document.index(after: close)
        return String(document[..<afterDoctype]) + "\n" + stub + String(document[afterDoctype...])
    }
}
