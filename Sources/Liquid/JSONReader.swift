extension LiquidValue {
    /// Parses JSON text (object key order kept); nil when it isn't valid JSON.
    public init?(jsonText: String) {
        var reader = JSONReader(bytes: Array(jsonText.utf8))
        guard let value = reader.document() else { return nil }
        self = value
    }
}

/// A small strict JSON reader with a nesting limit.
private struct JSONReader {
    let bytes: [UInt8]
    var index = 0
    var depth = 0

    mutating func document() -> LiquidValue? {
        guard let value = value() else { return nil }
        skipSpace()
        return index == bytes.count ? value : nil
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func value() -> LiquidValue? {
        skipSpace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return container(close: UInt8(ascii: "}"))
        case UInt8(ascii: "["): return container(close: UInt8(ascii: "]"))
        case UInt8(ascii: "\""): return string().map(LiquidValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func literal(_ word: String, _ value: LiquidValue) -> LiquidValue? {
        let word = Array(word.utf8)
        guard index + word.count <= bytes.count, Array(bytes[index..<index + word.count]) == word else { return nil }
        index += word.count
        return value
    }

    private mutating func container(close: UInt8) -> LiquidValue? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= 200 else { return nil }
        index += 1
        var items: [LiquidValue] = []
        var object = LiquidObject()
        skipSpace()
        if index < bytes.count, bytes[index] == close {
            index += 1
            return close == UInt8(ascii: "]") ? .array(items) : .object(object)
        }
        while true {
            if close == UInt8(ascii: "}") {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                index += 1
                guard let item = value() else { return nil }
                object[key] = item
            } else {
                guard let item = value() else { return nil }
                items.append(item)
            }
            skipSpace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == close {
                index += 1
                return close == UInt8(ascii: "]") ? .array(items) : .object(object)
            } else {
                return nil
            }
        }
    }

    private mutating func string() -> String? {
        index += 1
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\"") {
                scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
                return String(scalars)
            }
            guard byte == UInt8(ascii: "\\") else {
                raw.append(byte)
                continue
            }
            scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
            raw.removeAll()
            guard index < bytes.count else { return nil }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "u"):
                guard var code = hex4() else { return nil }
                if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                {
                    index += 2
                    guard let low = hex4() else { return nil }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
            default: scalars.append(Unicode.Scalar(escape))
            }
        }
        return nil
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else { return nil }
        index += 4
        return code
    }

    private mutating func number() -> LiquidValue? {
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if let integer = Int(text) { return .integer(integer) }
        return Double(text).map(LiquidValue.float)
    }
}
