/// The location of a value inside a JSON document, such as `btns[1].click_action`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step of a path: an object member or an array element.
    public enum Component: Sendable, Hashable {
        /// An object member, by key.
        case key(String)
        /// An array element, by zero-based index.
        case index(Int)
    }

    /// The steps from the document root, outermost first.
    public var components: [Component]

    /// Creates a path from its steps.
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// The document itself (`$`).
    public static let root = JSONPath()

    /// The path of member `key` of the object at this path.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    /// The path of element `index` of the array at this path.
    public func appending(_ index: Int) -> JSONPath {
        JSONPath(components + [.index(index)])
    }

    /// The path of `other` relative to this path (this path's steps, then `other`'s).
    public func appending(_ other: JSONPath) -> JSONPath {
        JSONPath(components + other.components)
    }

    /// `$` for the root, else `key[0].other` (keys that are not plain identifiers as `["a-b"]`;
    /// a path that starts with an index starts with `$`).
    public var description: String {
        guard let first = components.first else { return "$" }
        var text = ""
        if case .index = first { text = "$" }
        for (position, component) in components.enumerated() {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isIdentifier(key):
                text += position == 0 ? key : ".\(key)"
            case .key(let key):
                text += "[" + JSONWriter.write(.string(key)) + "]"
            }
        }
        return text
    }

    private static func isIdentifier(_ key: String) -> Bool {
        guard let first = key.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
        else { return false }
        return key.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "_")
        }
    }
}
