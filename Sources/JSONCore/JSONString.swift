/// JSON string literals: the quoting shared by the scanner's messages and InAppMessaging's writer.
public enum JSONString {
    /// `text` as a JSON string literal (see `appendQuoted(_:to:)`).
    @inlinable
    public static func quoted(_ text: String) -> String {
        var output: [UInt8] = []
        appendQuoted(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal: `"`, `\`, control characters and U+2028/U+2029
    /// (safe inside `<script>`) escaped, everything else as UTF-8.
    @inlinable
    public static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var utf8 = text.utf8.makeIterator()
        while let byte = utf8.next() {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), byte])
            case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20: appendUnicodeEscape(UInt32(byte), to: &output)
            case 0xE2:
                // U+2028 and U+2029 are E2 80 A8 / E2 80 A9.
                let second = utf8.next()
                let third = utf8.next()
                if second == 0x80, let third, third == 0xA8 || third == 0xA9 {
                    appendUnicodeEscape(third == 0xA8 ? 0x2028 : 0x2029, to: &output)
                } else {
                    output.append(byte)
                    if let second { output.append(second) }
                    if let third { output.append(third) }
                }
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    @inlinable
    static func appendUnicodeEscape(_ value: UInt32, to output: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u")])
        for shift in stride(from: 12, through: 0, by: -4) {
            output.append(hex[Int((value >> UInt32(shift)) & 0xF)])
        }
    }
}
