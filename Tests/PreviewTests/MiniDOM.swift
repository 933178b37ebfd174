import Foundation

/// A small HTML parser for the tests: enough for the renderer's own output (void elements, raw
/// `script`/`style` text, quoted attributes, character references), so tests can look for
/// elements, attributes and text instead of matching strings.
final class Element {
    let name: String
    let attributes: [String: String]
    fileprivate(set) var children: [Node] = []
    fileprivate weak var parent: Element?

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    /// A child node: an element or text.
    enum Node {
        case element(Element)
        case text(String)
    }

    /// The element's classes.
    var classes: Set<String> { Set((attributes["class"] ?? "").split(separator: " ").map(String.init)) }

    /// Every element below this one, in document order.
    var descendants: [Element] {
        children.flatMap { node -> [Element] in
            guard case .element(let element) = node else { return [] }
            return [element] + element.descendants
        }
    }

    /// The elements below with this class.
    func all(class name: String) -> [Element] { descendants.filter { $0.classes.contains(name) } }

    /// The elements below with this tag name.
    func all(tag: String) -> [Element] { descendants.filter { $0.name == tag } }

    /// The first element below with this class.
    func first(class name: String) -> Element? { descendants.first { $0.classes.contains(name) } }

    /// The concatenated text below this element.
    var text: String {
        children.map { node in
            switch node {
            case .element(let element): return element.text
            case .text(let text): return text
            }
        }.joined()
    }

    /// The element's ancestors, nearest first.
    var ancestors: [Element] {
        var list: [Element] = []
        var current = parent
        while let element = current {
            list.append(element)
            current = element.parent
        }
        return list
    }

    /// Whether this element lies inside `other`.
    func isInside(_ other: Element) -> Bool { ancestors.contains { $0 === other } }

    /// The value of a CSS property in the inline `style` attribute.
    func style(_ property: String) -> String? {
        for declaration in (attributes["style"] ?? "").split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == property {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }
}

/// Parses a document into a root element named `#document`.
enum MiniDOM {
    private static let voidElements: Set<String> = ["meta", "img", "input", "br", "link", "hr", "source"]
    private static let rawTextElements: Set<String> = ["script", "style"]

    static func parse(_ html: String) -> Element {
        let root = Element(name: "#document", attributes: [:])
        var current = root
        let chars = Array(html.unicodeScalars)
        var index = 0
        var text = ""
        func flush() {
            if !text.isEmpty { current.children.append(.text(decode(text))) }
            text = ""
        }
        while index < chars.count {
            guard chars[index] == "<" else {
                text.unicodeScalars.append(chars[index])
                index += 1
                continue
            }
            flush()
            if starts(chars, index, "<!--") {
                index = find(chars, index, "-->").map { $0 + 3 } ?? chars.count
            } else if starts(chars, index, "<!") {
                index = find(chars, index, ">").map { $0 + 1 } ?? chars.count
            } else if starts(chars, index, "</") {
                let end = find(chars, index, ">") ?? chars.count
                let name = String(String.UnicodeScalarView(chars[(index + 2)..<end])).lowercased()
                if let match = ([current] + current.ancestors).first(where: { $0.name == name }), let parent = match.parent {
                    current = parent
                }
                index = end + 1
            } else {
                let (element, tagEnd) = parseTag(chars, index)
                var next = tagEnd
                element.parent = current
                current.children.append(.element(element))
                if rawTextElements.contains(element.name) {
                    let end = find(chars, next, "</\(element.name)") ?? chars.count
                    element.children.append(.text(String(String.UnicodeScalarView(chars[next..<end]))))
                    next = (find(chars, end, ">") ?? chars.count) + 1
                } else if !voidElements.contains(element.name) {
                    current = element
                }
                index = next
            }
        }
        flush()
        return root
    }

    private static func parseTag(_ chars: [Unicode.Scalar], _ start: Int) -> (Element, Int) {
        var index = start + 1
        func readName() -> String {
            var name = ""
            while index < chars.count, !" \n\t/>=".unicodeScalars.contains(chars[index]) {
                name.unicodeScalars.append(chars[index])
                index += 1
            }
            return name.lowercased()
        }
        func skipSpace() { while index < chars.count, " \n\t/".unicodeScalars.contains(chars[index]) { index += 1 } }
        let name = readName()
        var attributes: [String: String] = [:]
        while true {
            skipSpace()
            guard index < chars.count, chars[index] != ">" else { break }
            let attribute = readName()
            var value = ""
            if index < chars.count, chars[index] == "=" {
                index += 1
                if index < chars.count, chars[index] == "\"" || chars[index] == "'" {
                    let quote = chars[index]
                    index += 1
                    while index < chars.count, chars[index] != quote {
                        value.unicodeScalars.append(chars[index])
                        index += 1
                    }
                    index += 1
                } else {
                    while index < chars.count, !" \n\t>".unicodeScalars.contains(chars[index]) {
                        value.unicodeScalars.append(chars[index])
                        index += 1
                    }
                }
            }
            if attribute.isEmpty {
                index += 1
                continue
            }
            attributes[attribute] = decode(value)
        }
        return (Element(name: name, attributes: attributes), index + 1)
    }

    /// Decodes the character references the renderer writes (and numeric ones).
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var output = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            output += rest[..<amp]
            guard let semicolon = rest[amp...].prefix(10).firstIndex(of: ";") else {
                output += "&"
                rest = rest[rest.index(after: amp)...]
                continue
            }
            let entity = rest[rest.index(after: amp)..<semicolon]
            switch entity {
            case "amp": output += "&"
            case "lt": output += "<"
            case "gt": output += ">"
            case "quot": output += "\""
            case "#39", "apos": output += "'"
            default:
                if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
                    output.unicodeScalars.append(scalar)
                } else {
                    output += "&" + entity + ";"
                }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return output + rest
    }

    private static func starts(_ chars: [Unicode.Scalar], _ index: Int, _ prefix: String) -> Bool {
        let scalars = Array(prefix.unicodeScalars)
        guard index + scalars.count <= chars.count else { return false }
        for offset in 0..<scalars.count where Character(chars[index + offset]).lowercased() != Character(scalars[offset]).lowercased() {
            return false
        }
        return true
    }

    private static func find(_ chars: [Unicode.Scalar], _ from: Int, _ needle: String) -> Int? {
        var index = from
        while index < chars.count {
            if starts(chars, index, needle) { return index }
            index += 1
        }
        return nil
    }
}
