/// The one JSON reader of the package: a strict RFC 8259 parser over a UTF-8 buffer that keeps
/// integers apart from doubles and locates every error.
///
/// It rejects invalid UTF-8 and raw control characters in strings, joins `\u` surrogate pairs,
/// turns integers beyond 64 bits into doubles, rejects (or keeps the last of) duplicate object
/// keys, and refuses nesting deeper than `maximumDepth` (it never recurses, so hostile input
/// cannot exhaust the stack). It builds any `JSONBuildable` value type; objects reach the type's
/// member storage in source order.
public struct JSONScanner<Value: JSONBuildable> {
    /// An open array or object while its members are being read.
    @usableFromInline
    struct Frame {
        @usableFromInline var isObject: Bool
        @usableFromInline var items: [Value] = []
        @usableFromInline var members = Value.JSONMembers()
        @usableFromInline var key = ""
        @usableFromInline var keyOffset = 0

        @inlinable
        init(isObject: Bool) { self.isObject = isObject }
    }

    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    @usableFromInline let maximumDepth: Int
    @usableFromInline let duplicateKeys: JSONDuplicateKeys
    @usableFromInline var offset = 0

    /// Creates a scanner over `bytes`.
    @inlinable
    public init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int, duplicateKeys: JSONDuplicateKeys = .reject) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.duplicateKeys = duplicateKeys
    }

    /// Parses a whole JSON document from `bytes` (a leading byte order mark is skipped).
    @inlinable
    public static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>,
        maximumDepth: Int,
        duplicateKeys: JSONDuplicateKeys = .reject
    ) throws(JSONSyntaxError) -> Value {
        var scanner = JSONScanner(bytes: bytes, maximumDepth: maximumDepth, duplicateKeys: duplicateKeys)
        return try scanner.parseDocument()
    }

    /// Parses the single value the buffer holds, surrounded only by whitespace.
    @inlinable
    public mutating func parseDocument() throws(JSONSyntaxError) -> Value {
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

    @inlinable
    mutating func parseValue() throws(JSONSyntaxError) -> Value {
        var stack: [Frame] = []
        var value: Value
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
                    value = isObject ? .jsonObject(Value.JSONMembers()) : .jsonArray([])
                } else {
                    var frame = Frame(isObject: isObject)
                    if isObject { (frame.key, frame.keyOffset) = try parseKey(afterComma: false) }
                    stack.append(frame)
                    continue nextValue
                }
            case UInt8(ascii: "\""):
                value = .jsonString(try parseString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = try parseNumber()
            case UInt8(ascii: "t"):
                try expectLiteral("true")
                value = .jsonBool(true)
            case UInt8(ascii: "f"):
                try expectLiteral("false")
                value = .jsonBool(false)
            case UInt8(ascii: "n"):
                try expectLiteral("null")
                value = .jsonNull
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
                    guard stack[top].members.insertJSONMember(value, forKey: key) || duplicateKeys == .keepLast else {
                        throw error("duplicate key \(JSONString.quoted(key))", at: stack[top].keyOffset)
                    }
                    if try consumeSeparator(closing: UInt8(ascii: "}")) {
                        (stack[top].key, stack[top].keyOffset) = try parseKey(afterComma: true)
                        continue nextValue
                    }
                    value = .jsonObject(stack.removeLast().members)
                } else {
                    stack[top].items.append(value)
                    if try consumeSeparator(closing: UInt8(ascii: "]")) { continue nextValue }
                    value = .jsonArray(stack.removeLast().items)
                }
            }
            return value
        }
    }

    /// Consumes `,` (returns true) or the closing bracket (returns false).
    @inlinable
    mutating func consumeSeparator(closing: UInt8) throws(JSONSyntaxError) -> Bool {
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
    @inlinable
    mutating func parseKey(afterComma: Bool) throws(JSONSyntaxError) -> (String, Int) {
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

    @inlinable
    mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let start = offset
        let count = literal.utf8CodeUnitCount
        guard bytes.count - offset >= count,
            (0..<count).allSatisfy({ bytes[start + $0] == literal.utf8Start[$0] })
        else { throw error("invalid literal: expected \(literal)") }
        offset += count
    }

    @inlinable
    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    // MARK: Errors and locations

    /// An error located at `position` (default: the current offset).
    @inlinable
    func error(_ message: String, at position: Int? = nil) -> JSONSyntaxError {
        let (line, column) = location(of: position ?? offset)
        return JSONSyntaxError(message: message, line: line, column: column)
    }

    /// One-based line and column (counted in Unicode scalars) of a byte offset.
    @inlinable
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
    @inlinable
    func describeByte(at position: Int) -> String {
        guard position < bytes.count else { return "end of input" }
        let byte = bytes[position]
        if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// The byte at the current offset, nil at the end.
    @inlinable
    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Moves the offset by `count` bytes.
    @inlinable
    mutating func advance(_ count: Int = 1) { offset += count }

    /// The current byte offset.
    @inlinable
    var position: Int { offset }

    /// The bytes between two offsets.
    @inlinable
    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }

    /// The number of bytes in the buffer.
    @inlinable
    var count: Int { bytes.count }

    /// The byte at an offset.
    @inlinable
    func byte(at position: Int) -> UInt8 { bytes[position] }
}
