extension ARGBColor {
    /// Parses `#RRGGBB` (opaque) or `#AARRGGBB`, with or without the `#`; nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        self.init(argb: digits.count == 6 ? 0xFF00_0000 | value : value)
    }

    /// `#RRGGBB` when opaque, else `#AARRGGBB`, in upper case.
    public var hexString: String {
        let digits = String(argb, radix: 16, uppercase: true)
        let padded = String(repeating: "0", count: 8 - digits.count) + digits
        return alpha == 0xFF ? "#" + padded.dropFirst(2) : "#" + padded
    }
}
