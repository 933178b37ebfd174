import Foundation
import InAppMessaging

extension PreviewRenderer {
    /// An HTML message: its document, with the bridge stub injected, in a sandboxed frame that
    /// may run scripts but has no same-origin access, covering the whole screen like BrazeUI's.
    /// The frame carries the device's colour scheme (on iOS, light when the app disables dark mode), which
    /// `prefers-color-scheme` inside it follows, so a message styled for dark mode renders dark
    /// on a dark device: HTML messages style themselves and have no theme colours to choose from.
    ///
    /// Android applies the system bars' insets to the web view by default
    /// (`isHtmlInAppMessageApplyWindowInsetsEnabled`), so there it sits between the status bar and
    /// the gesture bar.
    func writeHTMLMessage(_ content: HTMLContent, _ context: PreviewContext, into html: inout HTMLWriter) {
        // Only BrazeUI lets the app keep an HTML message light; Android's WebView and a browser
        // report the device's scheme whatever the app chose (`WebViewUtils.kt`).
        let keepsLight = context.platform == .ios && context.options.disableDarkMode
        let scheme = "color-scheme:\(context.options.appearance == .dark && !keepsLight ? "dark" : "light")"
        let safe = context.safeArea
        let insets =
            context.platform == .android
            ? ";top:\(safe.top)px;left:\(safe.left)px;width:calc(100% - \(safe.left + safe.right)px);height:calc(100% - \(safe.top + safe.bottom)px)"
            : ""
        html.open(
            "iframe",
            [
                "class": "iam iam-html",
                "data-part": "message",
                "data-kind": "html",
                "data-legacy": content.legacy ? "true" : "false",
                "style": scheme + insets,
                "title": "HTML in-app message",
                "sandbox": "allow-scripts",
                "referrerpolicy": "no-referrer",
                "srcdoc": Self.injectingBridge(into: Self.settingLanguage(of: content.html, locale: context.locale)),
            ]
        )
        html.raw("</iframe>")
    }

    /// The message document with `lang` (the locale as a language tag) and `dir` (`rtl` or
    /// `ltr`) on its `<html>` element, each unless the document sets its own; an `<html>` tag is
    /// added when the document has none, after a leading doctype so the document keeps its
    /// standards mode. Without a locale the document is left as it is.
    public static func settingLanguage(of document: String, locale: String?) -> String {
        guard let locale else { return document }
        let wanted = [
            ("lang", Localisation.languageTag(locale)),
            ("dir", Localisation.isRightToLeft(locale) ? "rtl" : "ltr"),
        ]
        guard let tag = document.range(of: "<html", options: .caseInsensitive),
            tag.upperBound == document.endIndex || !document[tag.upperBound].isLetter,
            let close = document[tag.upperBound...].firstIndex(of: ">")
        else {
            let attributes = wanted.map { " \($0.0)=\"\(HTMLWriter.escaped($0.1))\"" }.joined()
            let start = doctypeEnd(of: document) ?? document.startIndex
            return String(document[..<start]) + "<html\(attributes)>" + String(document[start...])
        }
        let existing = document[tag.upperBound..<close].lowercased()
        let added = wanted.filter { name, _ in
            existing.range(of: "(^|\\s)\(name)\\s*(=|\\s|/|$)", options: .regularExpression) == nil
        }
        let attributes = added.map { " \($0.0)=\"\(HTMLWriter.escaped($0.1))\"" }.joined()
        return String(document[..<tag.upperBound]) + attributes + String(document[tag.upperBound...])
    }

    /// The message document with the bridge stub at its start: after a leading doctype, so the
    /// document keeps its standards mode, else before everything.
    static func injectingBridge(into document: String) -> String {
        let stub = PreviewScripts.bridgeStub
        guard let afterDoctype = doctypeEnd(of: document) else { return stub + document }
        return String(document[..<afterDoctype]) + "\n" + stub + String(document[afterDoctype...])
    }

    /// Where a document's leading doctype ends (after any whitespace or byte-order mark before
    /// it), or nil when the document does not start with one.
    static func doctypeEnd(of document: String) -> String.Index? {
        var start = document.startIndex
        while start < document.endIndex, document[start].isWhitespace || document[start] == "\u{FEFF}" {
            start = document.index(after: start)
        }
        let rest = document[start...]
        guard rest.prefix(9).lowercased() == "<!doctype", let close = rest.firstIndex(of: ">") else { return nil }
        return document.index(after: close)
    }
}
