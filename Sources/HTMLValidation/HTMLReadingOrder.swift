internal import CLibXML2
public import InAppMessaging

/// What a screen reader reaches in an HTML message's page, in document order: headings, text,
/// links, buttons, fields and images, each with the name a reader says (`aria-label`, else its
/// text or alt text, else `title`). Hidden parts (`hidden`, `aria-hidden="true"`, `display:none`
/// in a `style` attribute, scripts and styles) are skipped, like decorative images (`alt=""`,
/// `role="presentation"`).
///
/// It reads the markup as libxml2's HTML parser builds it, not a browser's accessibility tree:
/// style sheets, scripts and `aria-labelledby` are not applied.
public enum HTMLReadingOrder {
    /// At most this many elements are listed; the page's rest is said in one last text element.
    public static let limit = 200

    /// What a reader gets from a page: the title its frame is named by, and the elements.
    public struct Page: Sendable, Hashable {
        /// The text of the page's first `<title>` (white space collapsed), nil without one.
        public var title: String?
        /// The elements in reading order, at most `limit` and a last one saying how many more.
        public var elements: [SpokenElement]
    }

    /// `html` read once: its title and its elements in reading order.
    public static func page(_ html: String) -> Page {
        let read =
            withDocument(html) { document -> Page in
                var walk = Walk()
                walk.visitChildren(of: xmlDocGetRootElement(document))
                walk.flush()
                return Page(title: walk.title, elements: walk.elements)
            } ?? Page(title: nil, elements: [])
        guard read.elements.count > limit else { return read }
        let rest = SpokenElement(role: .text, label: "… and \(read.elements.count - limit) more elements")
        return Page(title: read.title, elements: Array(read.elements.prefix(limit)) + [rest])
    }

    /// The elements of `html` in reading order.
    public static func elements(of html: String) -> [SpokenElement] { page(html).elements }

    /// The text of the page's first `<title>`, nil without one.
    public static func title(of html: String) -> String? { page(html).title }

    /// Runs `body` on libxml2's tree of `html` (no network, no error output); nil when it builds none.
    private static func withDocument<Result>(_ html: String, _ body: (htmlDocPtr) -> Result) -> Result? {
        precondition(LibXMLParser.initialized)
        var bytes = Array(html.utf8)
        if bytes.isEmpty { return nil }
        bytes.append(0)
        let options = Int32(HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_COMPACT.rawValue)
        guard
            let document = bytes.withUnsafeBufferPointer({ buffer in
                buffer.withMemoryRebound(to: CChar.self) { htmlReadMemory($0.baseAddress, Int32(clamping: buffer.count - 1), nil, "UTF-8", options) }
            })
        else { return nil }
        defer { xmlFreeDoc(document) }
        return body(document)
    }

    /// The walk's state: the elements so far and the text not yet said.
    private struct Walk {
        var elements: [SpokenElement] = []
        var pendingText = ""
        /// The first `<title>`'s text, once seen.
        var title: String?
        /// How deep the walk is, to stop on pathological nesting.
        var depth = 0

        /// Says the text gathered since the last element, as one text element.
        mutating func flush() {
            let text = HTMLReadingOrder.collapsed(pendingText)
            if !text.isEmpty { elements.append(SpokenElement(role: .text, label: text)) }
            pendingText = ""
        }

        mutating func visitChildren(of node: xmlNodePtr?) {
            guard depth < 256 else { return }
            depth += 1
            defer { depth -= 1 }
            var child = node?.pointee.children
            while let current = child {
                visit(current)
                child = current.pointee.next
            }
        }

        mutating func visit(_ node: xmlNodePtr) {
            switch node.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                pendingText += HTMLReadingOrder.content(of: node)
            case XML_ELEMENT_NODE:
                visitElement(node)
            default:
                break
            }
        }

        /// Notes the first `<title>` among `head`'s children.
        mutating func visitTitles(in head: xmlNodePtr) {
            var child = head.pointee.children
            while let current = child, title == nil {
                if current.pointee.type == XML_ELEMENT_NODE, HTMLReadingOrder.name(of: current) == "title" {
                    title = HTMLReadingOrder.collapsed(HTMLReadingOrder.textInside(current, depth: 0))
                }
                child = current.pointee.next
            }
        }

        mutating func visitElement(_ node: xmlNodePtr) {
            let name = HTMLReadingOrder.name(of: node)
            if name == "title", title == nil { title = HTMLReadingOrder.collapsed(HTMLReadingOrder.textInside(node, depth: 0)) }
            // The head is not read, but names the frame.
            if name == "head" { visitTitles(in: node) }
            if HTMLReadingOrder.isHidden(node, name: name) { return }
            let role = HTMLReadingOrder.attribute(node, "role")?.lowercased()
            if let element = HTMLReadingOrder.namedElement(node, name: name, role: role) {
                flush()
                if let element = element { elements.append(element) }
                return
            }
            let inline = HTMLReadingOrder.inlineElements.contains(name)
            if !inline { flush() }
            if name == "br" { pendingText += " " }
            visitChildren(of: node)
            if !inline { flush() }
        }
    }

    /// The element `node` is read as when it is one a reader stops on as a whole (a link, a
    /// button, a heading, a field, an image): `.some(nil)` for one that is skipped (a decorative
    /// image); nil for a container whose children are read one by one.
    private static func namedElement(_ node: xmlNodePtr, name: String, role: String?) -> SpokenElement?? {
        let headingLevel = name.count == 2 && name.first == "h" ? Int(String(name.dropFirst())).flatMap { (1...6).contains($0) ? $0 : nil } : nil
        let isButton = role == "button" || (role == nil && (name == "button" || (name == "input" && isButtonInput(node))))
        if role == "presentation" || role == "none", name == "img" { return .some(nil) }
        if isButton {
            return SpokenElement(role: .button, label: accessibleName(node, fallback: inputValue(node)), action: scriptAction(node))
        }
        if role == "link" || (role == nil && name == "a" && attribute(node, "href") != nil) {
            return SpokenElement(role: .link, label: accessibleName(node), action: linkAction(node) ?? scriptAction(node))
        }
        if role == "heading" || (role == nil && headingLevel != nil) {
            return SpokenElement(role: .heading, label: accessibleName(node), notes: headingLevel.map { ["level \($0)"] } ?? [])
        }
        if role == "textbox" || (role == nil && ["input", "textarea", "select"].contains(name)) {
            return SpokenElement(role: .field, label: accessibleName(node, fallback: attribute(node, "placeholder")))
        }
        if role == "img" || (role == nil && name == "img") {
            guard let alt = attribute(node, "aria-label") ?? attribute(node, "alt") else {
                return SpokenElement(role: .image, label: "", notes: ["no alt text: a reader may say the file's name"])
            }
            return collapsed(alt).isEmpty ? .some(nil) : SpokenElement(role: .image, label: collapsed(alt))
        }
        if name == "svg" {
            guard let label = attribute(node, "aria-label") else { return .some(nil) }
            return SpokenElement(role: .image, label: collapsed(label))
        }
        return nil
    }

    /// `aria-label`, else the text inside (images by their alt text), else `title`, else `fallback`.
    private static func accessibleName(_ node: xmlNodePtr, fallback: String? = nil) -> String {
        if let label = attribute(node, "aria-label").map(collapsed), !label.isEmpty { return label }
        let inside = collapsed(textInside(node, depth: 0))
        if !inside.isEmpty { return inside }
        return [attribute(node, "title"), fallback].compactMap { $0.map(collapsed) }.first { !$0.isEmpty } ?? ""
    }

    /// The text a reader gathers inside `node`: its text, and the alt text of its images.
    private static func textInside(_ node: xmlNodePtr, depth: Int) -> String {
        guard depth < 256 else { return "" }
        var text = ""
        var child = node.pointee.children
        while let current = child {
            defer { child = current.pointee.next }
            switch current.pointee.type {
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                text += content(of: current)
            case XML_ELEMENT_NODE:
                let name = name(of: current)
                if isHidden(current, name: name) { continue }
                if name == "img" {
                    text += " " + (attribute(current, "alt") ?? "") + " "
                } else {
                    text += " " + textInside(current, depth: depth + 1) + " "
                }
            default:
                break
            }
        }
        return text
    }
}
