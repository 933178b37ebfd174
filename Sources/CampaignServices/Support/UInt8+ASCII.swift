/// ASCII byte classes for usernames, secrets and URL escaping, shared by the store and the dashboard.
extension UInt8 {
    /// Whether the byte is an ASCII letter or digit.
    public var isASCIILetterOrDigit: Bool {
        switch self {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        default: return false
        }
    }

    /// Whether the byte is an ASCII letter or digit, or one of `extra`'s (ASCII) characters.
    public func isASCIILetterOrDigit(or extra: StaticString) -> Bool {
        if isASCIILetterOrDigit { return true }
        return extra.withUTF8Buffer { $0.contains(self) }
    }
}
