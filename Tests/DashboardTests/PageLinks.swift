import Foundation

/// The URLs a rendered page points at: every `href`, `src`, `action` and `formaction`, with the
/// method a browser would use (a form's `method`, `GET` for links and resources).
struct PageLinks {
    /// One URL on the page.
    struct Target: Hashable, CustomStringConvertible {
        /// The attribute it came from.
        let attribute: String
        /// The URL as the browser reads it (`&amp;` unescaped).
        let url: String
        /// `GET` or `POST`.
        let method: String

        /// The method, URL and attribute, for failure messages.
        var description: String { "\(method) \(url) (\(attribute))" }

        /// Not the app's: another origin, a fragment on the same page, or a data URL.
        var isExternal: Bool {
            url.hasPrefix("#") || url.hasPrefix("http://") || url.hasPrefix("https://") || url.hasPrefix("//") || url.hasPrefix("data:")
        }

        /// The URL without its fragment.
        var withoutFragment: String { String(url.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]) }
    }

    /// Every target in document order.
    let targets: [Target]

    /// Reads the targets of `html`; a `formaction` posts the way its form does.
    init(html: String) {
        let regex = try! NSRegularExpression(pattern: #"<(a|link|script|img|iframe|form|button|input)\b[^>]*>|</form>"#, options: [.caseInsensitive])
        var targets: [Target] = []
        var formMethod = "GET"
        for match in regex.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
            let tag = String(html[Range(match.range, in: html)!])
            if tag.lowercased() == "</form>" {
                formMethod = "GET"
                continue
            }
            if tag.lowercased().hasPrefix("<form") {
                formMethod = (FormScraper.attribute("method", in: tag) ?? "get").uppercased()
                if let action = FormScraper.attribute("action", in: tag) {
                    targets.append(Target(attribute: "action", url: FormScraper.unescape(action), method: formMethod))
                }
                continue
            }
            for attribute in ["href", "src"] {
                if let url = FormScraper.attribute(attribute, in: tag) {
                    targets.append(Target(attribute: attribute, url: FormScraper.unescape(url), method: "GET"))
                }
            }
            if let url = FormScraper.attribute("formaction", in: tag) {
                targets.append(Target(attribute: "formaction", url: FormScraper.unescape(url), method: formMethod))
            }
        }
        self.targets = targets
    }
}
