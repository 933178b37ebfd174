extension JSONScanner {
    /// Reads a string literal starting at the opening quote.
    @inlinable
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let quoteOffset = position
        advance()
        let contentStart = position
        // Fast path: no escapes; pure ASCII needs no validation, the rest is validated by the
        // standard library in one go.
        var combined: UInt8 = 0
        while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
            combined |= byte
            advance()
        }
        if current == UInt8(ascii: "\"") {
            let content = slice(contentStart..<position)
            advance()
            if combined < 0x80 { return String(decoding: content, as: UTF8.self) }
            if let text = String(validating: content, as: UTF8.self) { return text }
            throw invalidUTF8(in: contentStart..<(position - 1))
        }
        var buffer = Array(slice(contentStart..<position))
        while true {
            guard let byte = current else { throw unterminatedString(startingAt: quoteOffset) }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                if let text = String(validating: buffer, as: UTF8.self) { return text }
                throw invalidUTF8(in: contentStart..<(position - 1))
            case UInt8(ascii: "\\"):
                try parseEscape(into: &buffer)
            case 0..<0x20:
                if byte == 0x0A, !hasQuote(after: position) { throw unterminatedString(startingAt: quoteOffset) }
                throw error("control character U+\(hex4(UInt32(byte))) in a string: escape it")
            default:
                buffer.append(byte)
                advance()
            }
        }
    }

    @inlinable
    mutating func parseEscape(into buffer: inout [UInt8]) throws(JSONSyntaxError) {
        let escapeOffset = position
        advance()
        guard let escape = current else { throw error("unexpected end of input in an escape sequence") }
        advance()
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try parseHex4(escapeOffset: escapeOffset)
            var scalarValue = unit
            switch unit {
            case 0xD800...0xDBFF:
                guard current == UInt8(ascii: "\\"), position + 1 < count,
                    byte(at: position + 1) == UInt8(ascii: "u")
                else { throw error("unpaired surrogate \\u\(hex4(unit))", at: escapeOffset) }
                let lowOffset = position
                advance(2)
                let low = try parseHex4(escapeOffset: lowOffset)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error("unpaired surrogate \\u\(hex4(unit))", at: escapeOffset)
                }
                scalarValue = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            case 0xDC00...0xDFFF:
                throw error("unpaired surrogate \\u\(hex4(unit))", at: escapeOffset)
            default:
                break
            }
            // Always valid: surrogates were handled above.
            let scalar = Unicode.Scalar(scalarValue)!
            buffer.append(contentsOf: UTF8.encode(scalar)!)
        default:
            throw error("invalid escape sequence \\\(Character(Unicode.Scalar(escape)))", at: escapeOffset)
        }
    }

    @inlinable
    mutating func parseHex4(escapeOffset: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw error("unexpected end of input in a \\u escape") }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid \\u escape: expected 4 hexadecimal digits", at: escapeOffset)
            }
            value = value << 4 | UInt32(digit)
            advance()
        }
        return value
    }

    @inlinable
    func hasQuote(after start: Int) -> Bool {
        var index = start
        while index < count {
            if byte(at: index) == UInt8(ascii: "\"") { return true }
            index += 1
        }
        return false
    }

    @inlinable
    func unterminatedString(startingAt quote: Int) -> JSONSyntaxError {
        let (line, column) = location(of: quote)
        return error(
            "unexpected end of input inside the string that starts at line \(line), column \(column)",
            at: count
        )
    }

    /// An error at the first byte in `range` that is not part of valid UTF-8.
    @inlinable
    func invalidUTF8(in range: Range<Int>) -> JSONSyntaxError {
        var index = range.lowerBound
        while index < range.upperBound {
            let length = UTF8Validation.sequenceLength(in: slice(index..<range.upperBound))
            guard length > 0 else {
                return error("invalid UTF-8 (byte 0x\(String(byte(at: index), radix: 16, uppercase: true)))", at: index)
            }
            index += length
        }
        return error("invalid UTF-8", at: range.lowerBound)
    }

    @inlinable
    func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
