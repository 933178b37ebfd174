internal import CLibXML2
import Foundation

/// One element of a parsed page: its tag name, attributes and children (elements and text).
///
/// Tests look pages up by element, attribute and text with it instead of matching strings.
public final class HTMLElement {
    /// The lowercase tag name (`#document` for the root).
    public let name: String
    /// The attributes, character references decoded (an attribute without a value maps to "").
    public let attributes: [String: String]
    /// The child nodes in document order.
    public fileprivate(set) var children: [Node] = []
    /// The enclosing element (`nil` for the root).
    public fileprivate(set) weak var parent: HTMLElement?

    /// An element with no children yet.
    public init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// A child node: an element or text.
    public enum Node {
        case element(HTMLElement)
        case text(String)
    }

    /// The value of an attribute.
    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The `id` attribute.
    public var id: String? { attributes["id"] }

    /// The element's classes.
    public var classes: Set<String> { Set((attributes["class"] ?? "").split(whereSeparator: \.isWhitespace).map(String.init)) }

    /// The child elements, without the text between them.
    public var childElements: [HTMLElement] {
        children.compactMap { node in
            guard case .element(let element) = node else { return nil }
            return element
        }
    }

    /// Every element below this one, in document order.
    public var descendants: [HTMLElement] {
        childElements.flatMap { [$0] + $0.descendants }
    }

    /// The elements below that satisfy `predicate`, in document order.
    public func all(where predicate: (HTMLElement) -> Bool) -> [HTMLElement] { descendants.filter(predicate) }

    /// The first element below that satisfies `predicate`.
    public func first(where predicate: (HTMLElement) -> Bool) -> HTMLElement? { descendants.first(where: predicate) }

    /// The elements below with this tag name.
    public func all(tag: String) -> [HTMLElement] { all { $0.name == tag } }

    /// The first element below with this tag name.
    public func first(tag: String) -> HTMLElement? { first { $0.name == tag } }

    /// The elements below with this class.
    public func all(class name: String) -> [HTMLElement] { all { $0.classes.contains(name) } }

    /// The first element below with this class.
    public func first(class name: String) -> HTMLElement? { first { $0.classes.contains(name) } }

    /// The elements below carrying `attribute` (with exactly `value`, when given).
    public func all(attribute: String, value: String? = nil) -> [HTMLElement] {
        all { element in element.attributes[attribute].map { value == nil || $0 == value } ?? false }
    }

    /// The first element below carrying `attribute` (with exactly `value`, when given).
    public func first(attribute: String, value: String? = nil) -> HTMLElement? {
        first { element in element.attributes[attribute].map { value == nil || $0 == value } ?? false }
    }

    /// The element below with this `id`.
    public func element(id: String) -> HTMLElement? { first { $0.attributes["id"] == id } }

    /// The concatenated text below this element.
    public var text: String {
        children.map { node in
            switch node {
            case .element(let element): return element.text
            case .text(let text): return text
            }
        }.joined()
    }

    /// The element's ancestors, nearest first (the `#document` root last).
    public var ancestors: [HTMLElement] {
        var list: [HTMLElement] = []
        var current = parent
        while let element = current {
            list.append(element)
            current = element.parent
        }
        return list
    }

    /// Whether this element lies inside `other`.
    public func isInside(_ other: HTMLElement) -> Bool { ancestors.contains { $0 === other } }

    /// The value of a CSS property in the inline `style` attribute.
    public func style(_ property: String) -> String? {
        for declaration in (attributes["style"] ?? "").split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == property {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// The name/value pairs a browser would post from this form (or any element holding
    /// fields): named inputs, checked boxes and radio buttons, each select's selected option
    /// (else its first), textareas; disabled fields and buttons are left out. In document order.
    public var formFields: [(name: String, value: String)] {
        var fields: [(name: String, value: String)] = []
        for field in descendants {
            guard let name = field.attributes["name"], field.attributes["disabled"] == nil else { continue }
            // A control that names another form in `form` belongs to that form, as in a browser.
            if let owner = field.attributes["form"], owner != attributes["id"] { continue }
            switch field.name {
            case "input":
                switch (field.attributes["type"] ?? "text").lowercased() {
                case "checkbox", "radio":
                    if field.attributes["checked"] != nil { fields.append((name, field.attributes["value"] ?? "on")) }
                case "submit", "reset", "button", "image":
                    continue
                default:
                    fields.append((name, field.attributes["value"] ?? ""))
                }
            case "select":
                let options = field.all(tag: "option")
                guard let option = options.first(where: { $0.attributes["selected"] != nil }) ?? options.first else { continue }
                fields.append((name, option.attributes["value"] ?? option.text))
            case "textarea":
                fields.append((name, field.text))
            default:
                continue
            }
        }
        return fields
    }
}

/// Parses HTML with libxml2's HTML parser (recovering from errors, no network) into a tree of
/// `HTMLElement`s below a root named `#document`. Comments and the doctype are left out.
public enum HTMLDocument {
    /// libxml2's global initialisation, run once per process before the first parse.
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// The document's root, `#document`, holding the parsed nodes.
    public static func parse(_ html: String) -> HTMLElement {
        precondition(initialized)
        let root = HTMLElement(name: "#document", attributes: [:])
        let options = Int32(
            HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue
                | HTML_PARSE_NOIMPLIED.rawValue
        )
        var bytes = Array(html.utf8)
        if bytes.isEmpty { return root }
        let document = bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                htmlReadMemory(chars.baseAddress, Int32(clamping: chars.count), nil, "UTF-8", options)
            }
        }
        guard let document else { return root }
        defer { xmlFreeDoc(document) }
        append(children: document.pointee.children, to: root)
        return root
    }

    /// Copies libxml2's nodes from `first` on (and their subtrees) into `parent`.
    private static func append(children first: xmlNodePtr?, to parent: HTMLElement) {
        var node = first
        while let current = node {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                let element = HTMLElement(name: string(current.pointee.name).lowercased(), attributes: attributes(of: current))
                element.parent = parent
                parent.children.append(.element(element))
                append(children: current.pointee.children, to: element)
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                let text = string(current.pointee.content)
                if case .text(let previous) = parent.children.last {
                    parent.children[parent.children.count - 1] = .text(previous + text)
                } else if !text.isEmpty {
                    parent.children.append(.text(text))
                }
            default:
                break
            }
            node = current.pointee.next
        }
    }

    /// An element's attributes, the first of a repeated name kept.
    private static func attributes(of node: xmlNodePtr) -> [String: String] {
        var attributes: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            let name = string(current.pointee.name).lowercased()
            var value = ""
            var child = current.pointee.children
            while let text = child {
                value += string(text.pointee.content)
                child = text.pointee.next
            }
            if attributes[name] == nil { attributes[name] = value }
            attribute = current.pointee.next
        }
        return attributes
    }

    private static func string(_ characters: UnsafePointer<xmlChar>?) -> String {
        characters.map { String(cString: $0) } ?? ""
    }
}

/// The fields a browser would post from one form of a rendered page.
public struct HTMLForm {
    /// The name/value pairs in document order (empty when the page has no element with the id).
    public let fields: [(name: String, value: String)]

    /// The form with id `id` in `html`.
    public init(html: String, id: String = "campaign-form") {
        fields = HTMLDocument.parse(html).element(id: id)?.formFields ?? []
    }

    /// The value of the first field named `name`, nil when the form has none.
    public func value(_ name: String) -> String? {
        fields.first { $0.name == name }?.value
    }

    /// The fields with some replaced (by name; first occurrence) and others appended, then
    /// `op` (the submit button the browser would send).
    public func with(_ changes: [String: String], op: String = "save") -> [(name: String, value: String)] {
        var result = fields
        var pending = changes
        for index in result.indices {
            if let value = pending.removeValue(forKey: result[index].name) { result[index].value = value }
        }
        result += pending.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        return result + [("op", op)]
    }
}

/// A URL-encoded body (`application/x-www-form-urlencoded`) from name/value pairs.
public func urlEncoded(_ fields: [(name: String, value: String)]) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~")
    return fields.map {
        "\($0.name.addingPercentEncoding(withAllowedCharacters: allowed)!)=\($0.value.addingPercentEncoding(withAllowedCharacters: allowed)!)"
    }
    .joined(separator: "&")
}
