/// Byte-level UTF-8 checks used to locate encoding errors.
@usableFromInline
enum UTF8Validation {
    /// The length of the well-formed UTF-8 sequence at the start of `bytes`, or 0 if it is not.
    @inlinable
    static func sequenceLength(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let first = bytes.first else { return 0 }
        let length: Int
        var lowest: UInt8 = 0x80
        var highest: UInt8 = 0xBF
        switch first {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            lowest = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            highest = 0x9F
        case 0xF0:
            length = 4
            lowest = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            highest = 0x8F
        default: return 0
        }
        guard bytes.count >= length, (lowest...highest).contains(bytes[1]) else { return 0 }
        for index in 2..<max(2, length) where bytes[index] & 0xC0 != 0x80 { return 0 }
        return length
    }
}
