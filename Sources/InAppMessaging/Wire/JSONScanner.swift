/// The byte-level machinery behind `JSONParser`: an iterative parser over a UTF-8 buffer.
struct JSONScanner {
    /// An open array or object while its members are being read.
    private struct Frame {
        var isObject: Bool
        var items: [JSONValue] = []
        var members: [String: JSONValue] = [:]
        var key = ""
        var keyOffset = 0
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let maximumDepth: Int
    private var offset = 0

    /// Creates a scanner over `bytes`.
    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    /// Parses the single value the buffer holds, surrounded only by whitespace.
    mutating func parseDocument() throws(WireError) -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
        skipWhitespace()
        guard offset < bytes.count else { throw error("empty input: expected a JSON value") }
        let value = try parseValue()
        skipWhitespace()
        guard offset == bytes.count else {
            throw error("unexpected \(describeByte(at: offset)) after the JSON value")
        }
        return value
    }

    // MARK: Values

    private mutating func parseValue() throws(WireError) -> JSONValue {
        var stack: [Frame] = []
        var value: JSONValue
        nextValue: while true {
            skipWhitespace()
            guard offset < bytes.count else { throw error("unexpected end of input: expected a value") }
            switch bytes[offset] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = bytes[offset] == UInt8(ascii: "{")
                guard stack.count < maximumDepth else {
                    throw error("nesting deeper than \(maximumDepth) levels")
                }
                offset += 1
                skipWhitespace()
                if offset < bytes.count, bytes[offset] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    offset += 1
                    value = isObject ? .object([:]) : .array([])
                } else {
                    var frame = Frame(isObject: isObject)
                    if isObject { (frame.key, frame.keyOffset) = try parseKey(afterComma: false) }
                    stack.append(frame)
                    continue nextValue
                }
            case UInt8(ascii: "\""):
                value = .string(try parseString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = try parseNumber()
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                value = .null
            default:
                throw error("unexpected \(describeByte(at: offset)): expected a value")
            }
            // A value is complete: add it to the innermost open container, closing containers
            // whose last member it was.
            while !stack.isEmpty {
                let top = stack.count - 1
                skipWhitespace()
                if stack[top].isObject {
                    let key = stack[top].key
                    guard stack[top].members.updateValue(value, forKey: key) == nil else {
                        throw error("duplicate key \(JSONWriter.write(.string(key)))", at: stack[top].keyOffset)
                    }
                    if try consumeSeparator(closing: UInt8(ascii: "}")) {
                        (stack[top].key, stack[top].keyOffset) = try parseKey(afterComma: true)
                        continue nextValue
                    }
                    value = .object(stack.removeLast().members)
                } else {
                    stack[top].items.append(value)
                    if try consumeSeparator(closing: UInt8(ascii: "]")) { continue nextValue }
                    value = .array(stack.removeLast().items)
                }
            }
            return value
        }
    }

    /// Consumes `,` (returns true) or the closing bracket (returns false).
    private mutating func consumeSeparator(closing: UInt8) throws(WireError) -> Bool {
        guard offset < bytes.count else {
            throw error("unexpected end of input: expected ',' or '\(Character(Unicode.Scalar(closing)))'")
        }
        switch bytes[offset] {
        case UInt8(ascii: ","):
            offset += 1
            return true
        case closing:
            offset += 1
            return false
        default:
            throw error("unexpected \(describeByte(at: offset)): expected ',' or '\(Character(Unicode.Scalar(closing)))'")
        }
    }

    /// Reads `"key" :` and returns the key with its offset.
    private mutating func parseKey(afterComma: Bool) throws(WireError) -> (String, Int) {
        skipWhitespace()
        guard offset < bytes.count else { throw error("unexpected end of input: expected a string key") }
        guard bytes[offset] == UInt8(ascii: "\"") else {
            if afterComma, bytes[offset] == UInt8(ascii: "}") { throw error("trailing comma before '}'") }
            throw error("unexpected \(describeByte(at: offset)): expected a string key")
        }
        let keyOffset = offset
        let key = try parseString()
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
            throw error(
                offset < bytes.count
                    ? "unexpected \(describeByte(at: offset)): expected ':' after the key"
                    : "unexpected end of input: expected ':' after the key"
            )
        }
        offset += 1
        return (key, keyOffset)
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(WireError) {
        let start = offset
        let count = literal.utf8CodeUnitCount
        guard bytes.count - offset >= count,
            (0..<count).allSatisfy({ bytes[start + $0] == literal.utf8Start[$0] })
        else { throw error("invalid literal: expected \(literal)") }
        offset += count
    }

    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    // MARK: Errors and locations

    /// An error located at `position` (default: the current offset).
    func error(_ message: String, at position: Int? = nil) -> WireError {
        let (line, column) = location(of: position ?? offset)
        return WireError(message: message, line: line, column: column)
    }

    /// One-based line and column (counted in Unicode scalars) of a byte offset.
    func location(of position: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = 0
        let end = min(position, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }

    /// `'x'` for printable ASCII, `byte 0xNN` otherwise, `end of input` past the end.
    func describeByte(at position: Int) -> String {
        guard position < bytes.count else { return "end of input" }
        let byte = bytes[position]
        if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// Reads the byte at the current offset and moves past it (internal to the scanner files).
    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Moves the offset by `count` bytes.
    mutating func advance(_ count: Int = 1) { offset += count }

    /// The current byte offset.
    var position: Int { offset }

    /// The bytes between two offsets.
    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }

    /// The number of bytes in the buffer.
    var count: Int { bytes.count }

    /// The byte at an offset.
    func byte(at position: Int) -> UInt8 { bytes[position] }
}
