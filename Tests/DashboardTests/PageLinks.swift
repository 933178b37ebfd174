import Foundation
import TestSupport

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
        var targets: [Target] = []
        for element in HTMLDocument.parse(html).descendants {
            let form = element.name == "form" ? element : element.ancestors.first { $0.name == "form" }
            let formMethod = (form?.attributes["method"] ?? "get").uppercased()
            if element.name == "form", let action = element.attributes["action"] {
                targets.append(Target(attribute: "action", url: action, method: formMethod))
                continue
            }
            guard ["a", "link", "script", "img", "iframe", "button", "input"].contains(element.name) else { continue }
            for attribute in ["href", "src"] {
                if let url = element.attributes[attribute] { targets.append(Target(attribute: attribute, url: url, method: "GET")) }
            }
            if let url = element.attributes["formaction"] { targets.append(Target(attribute: "formaction", url: url, method: formMethod)) }
        }
        self.targets = targets
    }
}
