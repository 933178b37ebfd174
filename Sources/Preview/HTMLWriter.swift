/// Builds markup where every dynamic string is escaped: tag names, attribute names and raw
/// fragments can only be static strings, so user data reaches the output only through `text`
/// and attribute values, which are escaped.
public struct HTMLWriter {
    /// The markup written so far, as UTF-8 bytes (appending bytes avoids a String per fragment).
    private var bytes: [UInt8]

    /// The markup written so far.
    public var output: String { String(decoding: bytes, as: UTF8.self) }

    /// The markup written so far as UTF-8 bytes, for a response body: no String is made (making
    /// one validates every byte again).
    public var outputBytes: [UInt8] { bytes }

    /// Creates a writer with room for a typical preview document.
    public init(capacity: Int = 16_384) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Appends a static fragment (markup, CSS or script written in this module) unchanged.
    public mutating func raw(_ fragment: StaticString) {
        fragment.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends one of this module's resource files (CSS or script) unchanged.
    mutating func raw(_ resource: PreviewResource) {
        bytes.append(contentsOf: resource.bytes)
    }

    /// Appends text, escaped for element content.
    public mutating func text(_ string: String) {
        HTMLWriter.escape(string, into: &bytes)
    }

    /// Opens an element with attributes; a nil value leaves the attribute out.
    public mutating func open(_ tag: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:]) {
        bytes.append(UInt8(ascii: "<"))
        raw(tag)
        for (name, value) in attributes {
            guard let value else { continue }
            bytes.append(UInt8(ascii: " "))
            raw(name)
            bytes.append(UInt8(ascii: "="))
            bytes.append(UInt8(ascii: "\""))
            HTMLWriter.escape(value, into: &bytes)
            bytes.append(UInt8(ascii: "\""))
        }
        bytes.append(UInt8(ascii: ">"))
    }

    /// Closes an element.
    public mutating func close(_ tag: StaticString) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(UInt8(ascii: "/"))
        raw(tag)
        bytes.append(UInt8(ascii: ">"))
    }

    /// Writes a whole element holding escaped text.
    public mutating func element(_ tag: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], text content: String) {
        open(tag, attributes)
        text(content)
        close(tag)
    }

    /// Escapes `&`, `<`, `>`, `"` and `'`, which is safe in element content and quoted attributes.
    ///
    /// Works on UTF-8 bytes: the five characters are ASCII, so the runs between them are copied whole.
    static func escape(_ string: String, into output: inout [UInt8]) {
        var string = string
        string.withUTF8 { buffer in
            var runStart = 0
            for index in buffer.indices {
                let replacement: StaticString
                switch buffer[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                default: continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart..<index]))
                replacement.withUTF8Buffer { output.append(contentsOf: $0) }
                runStart = index + 1
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[runStart...]))
        }
    }

    /// The escaped form of a string.
    public static func escaped(_ string: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(string.utf8.count)
        escape(string, into: &output)
        return String(decoding: output, as: UTF8.self)
    }
}
