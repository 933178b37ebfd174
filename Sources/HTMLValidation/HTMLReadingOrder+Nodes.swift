internal import CLibXML2
import Foundation

/// Reading libxml2's nodes: names, attributes, text, and what hides an element.
extension HTMLReadingOrder {
    /// Elements that stay inside the line of text around them.
    static let inlineElements: Set<String> = [
        "a", "abbr", "b", "bdi", "bdo", "br", "cite", "code", "data", "dfn", "em", "font", "i", "kbd", "label", "mark", "q", "s",
        "samp", "small", "span", "strong", "sub", "sup", "time", "u", "var", "wbr",
    ]

    /// Elements whose content is never read.
    static let unreadElements: Set<String> = ["head", "script", "style", "template", "noscript", "title", "meta", "link", "iframe", "object"]

    /// The element's lowercase name.
    static func name(of node: xmlNodePtr) -> String {
        guard let name = node.pointee.name else { return "" }
        return String(cString: name).lowercased()
    }

    /// The value of attribute `name`, nil when absent.
    static func attribute(_ node: xmlNodePtr, _ name: String) -> String? {
        guard let value = xmlGetProp(node, name) else { return nil }
        defer { vitrine_xmlFree(value) }
        return String(cString: value)
    }

    /// A text node's content.
    static func content(of node: xmlNodePtr) -> String {
        guard let content = node.pointee.content else { return "" }
        return String(cString: content)
    }

    /// Whether the element and its content are hidden from readers.
    static func isHidden(_ node: xmlNodePtr, name: String) -> Bool {
        if unreadElements.contains(name) || attribute(node, "hidden") != nil { return true }
        if attribute(node, "aria-hidden")?.lowercased() == "true" { return true }
        if name == "input", attribute(node, "type")?.lowercased() == "hidden" { return true }
        let style = (attribute(node, "style") ?? "").lowercased().filter { !$0.isWhitespace }
        return style.contains("display:none") || style.contains("visibility:hidden")
    }

    /// `<input type="button|submit|reset|image">`.
    static func isButtonInput(_ node: xmlNodePtr) -> Bool {
        ["button", "submit", "reset", "image"].contains(attribute(node, "type")?.lowercased() ?? "")
    }

    /// What a button input shows: its `value`, else the browser's word for its type.
    static func inputValue(_ node: xmlNodePtr) -> String? {
        if let value = attribute(node, "value") { return value }
        switch attribute(node, "type")?.lowercased() {
        case "submit": return "Submit"
        case "reset": return "Reset"
        case "image": return attribute(node, "alt")
        default: return nil
        }
    }

    /// What following a link's `href` does; nil for none (`#`, empty) or a `javascript:` one
    /// without a bridge call.
    static func linkAction(_ node: xmlNodePtr) -> String? {
        guard let href = attribute(node, "href")?.trimmingCharacters(in: .whitespacesAndNewlines), !href.isEmpty, !href.hasPrefix("#") else {
            return nil
        }
        let lowered = href.lowercased()
        if lowered.hasPrefix("javascript:") { return bridgeCalls(in: href) }
        if lowered == "appboy://close" { return "closes the message" }
        return "opens \(href)"
    }

    /// What an element's `onclick` does: the bridge calls it makes, else "runs its onclick script".
    static func scriptAction(_ node: xmlNodePtr) -> String? {
        guard let script = attribute(node, "onclick"), !script.allSatisfy(\.isWhitespace) else { return nil }
        return bridgeCalls(in: script) ?? "runs its onclick script"
    }

    /// "calls brazeBridge.logClick, brazeBridge.closeMessage" for the bridge calls in `script`.
    static func bridgeCalls(in script: String) -> String? {
        var calls: [String] = []
        var rest = Substring(script)
        while let range = rest.range(of: "Bridge.") {
            let start =
                rest[..<range.lowerBound].lastIndex { !($0.isLetter || $0.isNumber || $0 == "_") }.map { rest.index(after: $0) } ?? rest.startIndex
            let path = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "(" || $0 == ")" }
            var trimmed = String(rest[start..<range.upperBound] + path)
            while trimmed.hasSuffix("(") || trimmed.hasSuffix(")") || trimmed.hasSuffix(".") {
                trimmed.removeLast(trimmed.hasSuffix("()") ? 2 : 1)
            }
            if !calls.contains(trimmed) { calls.append(trimmed) }
            rest = rest[range.upperBound...]
        }
        return calls.isEmpty ? nil : "calls " + calls.joined(separator: ", ")
    }

    /// `text` with runs of white space made one space, trimmed.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
