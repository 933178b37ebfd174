import InAppMessaging

extension ARGBColor {
    /// The colour as a CSS `rgba()` value, alpha rounded to three decimals (`rgba(0, 0, 0, 0.5)`).
    ///
    /// Written as bytes: a preview formats dozens of colours, and string interpolation with
    /// padding and trimming cost about 24,000 instructions per preview.
    var css: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(28)
        bytes.append(contentsOf: "rgba(".utf8)
        Self.appendDecimal(Int(red), to: &bytes)
        bytes.append(contentsOf: ", ".utf8)
        Self.appendDecimal(Int(green), to: &bytes)
        bytes.append(contentsOf: ", ".utf8)
        Self.appendDecimal(Int(blue), to: &bytes)
        bytes.append(contentsOf: ", ".utf8)
        let alphaThousandths = (Int(alpha) * 1000 + 127) / 255
        switch alphaThousandths {
        case 1000: bytes.append(UInt8(ascii: "1"))
        case 0: bytes.append(UInt8(ascii: "0"))
        default:
            // Three decimals without their trailing zeros: 500 → 0.5, 75 → 0.075.
            bytes.append(contentsOf: "0.".utf8)
            var digits = [alphaThousandths / 100, alphaThousandths / 10 % 10, alphaThousandths % 10]
            while digits.last == 0 { digits.removeLast() }
            bytes.append(contentsOf: digits.map { UInt8(ascii: "0") + UInt8($0) })
        }
        bytes.append(UInt8(ascii: ")"))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` (0–255) in decimal.
    private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        if value >= 100 { bytes.append(UInt8(ascii: "0") + UInt8(value / 100)) }
        if value >= 10 { bytes.append(UInt8(ascii: "0") + UInt8(value / 10 % 10)) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
