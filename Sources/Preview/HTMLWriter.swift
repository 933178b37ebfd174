/// Builds markup where every dynamic string is escaped: tag names, attribute names and raw
/// fragments can only be static strings, so user data reaches the output only through `text`
/// and attribute values, which are escaped.
public struct HTMLWriter {
    /// The markup written so far.
    public private(set) var output: String

    /// Creates a writer with room for a typical preview document.
    public init(capacity: Int = 16_384) {
        output = ""
        output.reserveCapacity(capacity)
    }

    /// Appends a static fragment (markup, CSS or script written in this module) unchanged.
    public mutating func raw(_ fragment: StaticString) {
        output += fragment.description
    }

    /// Appends text, escaped for element content.
    public mutating func text(_ string: String) {
        HTMLWriter.escape(string, into: &output)
    }

    /// Opens an element with attributes; a nil value leaves the attribute out.
    public mutating func open(_ tag: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        output += "<"
        output += tag.description
        for (name, value) in attributes {
            guard let value else { continue }
            output += " "
            output += name.description
            output += "=\""
            HTMLWriter.escape(value, into: &output)
            output += "\""
        }
        output += ">"
    }

    /// Closes an element.
    public mutating func close(_ tag: StaticString) {
        output += "</"
        output += tag.description
        output += ">"
    }

    /// Writes a whole element holding escaped text.
    public mutating func element(_ tag: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], text content: String) {
        open(tag, attributes)
        text(content)
        close(tag)
    }

    /// Escapes `&`, `<`, `>`, `"` and `'`, which is safe in element content and quoted attributes.
    ///
    /// Works on UTF-8 bytes: the five characters are ASCII, so runs between them are copied whole.
    public static func escape(_ string: String, into output: inout String) {
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            for index in bytes.indices {
                let replacement: StaticString
                switch bytes[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                default: continue
                }
                if runStart < index {
                    output += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
                }
                output += replacement.description
                runStart = index + 1
            }
            if runStart < bytes.count {
                output += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart...]), as: UTF8.self)
            }
        }
    }

    /// The escaped form of a string.
    public static func escaped(_ string: String) -> String {
        var output = ""
        escape(string, into: &output)
        return output
    }
}
