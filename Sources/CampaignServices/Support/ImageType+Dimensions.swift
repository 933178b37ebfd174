extension ImageType {
    /// The pixel size written in a PNG, GIF, JPEG or WebP header; nil when the bytes are none of
    /// those or too short to say.
    public static func dimensions(of bytes: [UInt8]) -> (width: Int, height: Int)? {
        func big16(_ at: Int) -> Int? { at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func little16(_ at: Int) -> Int? { at + 2 <= bytes.count ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 : nil }
        func little24(_ at: Int) -> Int? { at + 3 <= bytes.count ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 : nil }
        switch detect(bytes) {
        case .png:
            guard let w1 = big16(16), let w2 = big16(18), let h1 = big16(20), let h2 = big16(22) else { return nil }
            return (w1 << 16 | w2, h1 << 16 | h2)
        case .gif:
            guard let width = little16(6), let height = little16(8) else { return nil }
            return (width, height)
        case .jpeg:
            return jpegDimensions(bytes)
        case .webp:
            guard bytes.count >= 30 else { return nil }
            let chunk = String(decoding: bytes[12..<16], as: UTF8.self)
            switch chunk {
            case "VP8 ":
                guard let width = little16(26), let height = little16(28) else { return nil }
                return (width & 0x3FFF, height & 0x3FFF)
            case "VP8L":
                let bits = Int(bytes[21]) | Int(bytes[22]) << 8 | Int(bytes[23]) << 16 | Int(bytes[24]) << 24
                return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
            case "VP8X":
                guard let width = little24(24), let height = little24(27) else { return nil }
                return (width + 1, height + 1)
            default:
                return nil
            }
        case nil:
            return nil
        }
    }

    /// Walks a JPEG's markers to the first start-of-frame and reads its size.
    private static func jpegDimensions(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1
                continue
            }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            // SOF0…SOF15, except DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return (width, height)
            }
            guard length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }
}
