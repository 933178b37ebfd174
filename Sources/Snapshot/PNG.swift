/// Decoding and encoding of PNG images to and from `RGBAImage`.
public enum PNG {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes a PNG: colour types 0, 2, 3, 4 and 6 (bit depths 1–16 as the format allows; 16-bit samples keep their
    /// high byte), all five filters, transparency from `tRNS`; interlaced images are rejected. Chunk CRCs are checked.
    /// Throws `SnapshotError` with a clear message on anything malformed or too large; never traps on bad input.
    public static func decode(_ bytes: [UInt8]) throws -> RGBAImage {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw SnapshotError("PNG: missing PNG signature") }
        var offset = 8
        var header: PNGHeader?
        var palette: [UInt8] = []
        var transparency: [UInt8] = []
        var compressed: [UInt8] = []
        var sawEnd = false
        while offset < bytes.count && !sawEnd {
            guard bytes.count - offset >= 12 else { throw SnapshotError("PNG: truncated chunk at byte \(offset)") }
            let length = Int(readUInt32(bytes, at: offset))
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            let type = String(decoding: typeBytes, as: UTF8.self)
            guard length <= bytes.count - offset - 12 else { throw SnapshotError("PNG: chunk \(type) is truncated") }
            let dataStart = offset + 8
            let data = bytes[dataStart..<(dataStart + length)]
            let storedCRC = readUInt32(bytes, at: dataStart + length)
            guard Zlib.crc32(bytes[(offset + 4)..<(dataStart + length)]) == storedCRC else {
                throw SnapshotError("PNG: chunk \(type) has a bad CRC")
            }
            offset = dataStart + length + 4
            if header == nil && type != "IHDR" { throw SnapshotError("PNG: first chunk is \(type), not IHDR") }
            switch type {
            case "IHDR":
                guard header == nil else { throw SnapshotError("PNG: more than one IHDR chunk") }
                header = try PNGHeader(data)
            case "PLTE":
                guard length % 3 == 0, length > 0, length <= 768 else { throw SnapshotError("PNG: PLTE chunk has a bad length (\(length))") }
                palette = Array(data)
            case "tRNS":
                transparency = Array(data)
            case "IDAT":
                guard compressed.count + length <= 512 * 1_024 * 1_024 else { throw SnapshotError("PNG: too much image data") }
                compressed.append(contentsOf: data)
            case "IEND":
                sawEnd = true
            default:
                // Ancillary chunks (bit 5 of the first byte set) may be skipped; unknown critical ones may not.
                if let first = typeBytes.first, first & 0x20 == 0 { throw SnapshotError("PNG: unknown critical chunk \(type)") }
            }
        }
        guard let header else { throw SnapshotError("PNG: no IHDR chunk") }
        guard sawEnd else { throw SnapshotError("PNG: file is truncated (no IEND chunk)") }
        guard !compressed.isEmpty else { throw SnapshotError("PNG: no image data (IDAT)") }
        if header.colorType == 3 && palette.isEmpty { throw SnapshotError("PNG: palette image without a PLTE chunk") }
        let raw = try Zlib.inflate(compressed, expectedSize: header.height * (header.rowBytes + 1))
        let rows = try unfilter(raw, header: header)
        return expand(rows, header: header, palette: palette, transparency: transparency)
    }

    /// Encodes `image` as an 8-bit RGBA PNG ("up" filter, zlib level 6). Missing pixel bytes are written as transparent black.
    public static func encode(_ image: RGBAImage) -> [UInt8] {
        let width = max(0, image.width)
        let height = max(0, image.height)
        let rowBytes = width * 4
        var pixels = image.pixels
        if pixels.count < rowBytes * height {
            pixels.append(contentsOf: [UInt8](repeating: 0, count: rowBytes * height - pixels.count))
        }
        var filtered = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        for y in 0..<height {
            let out = y * (rowBytes + 1)
            let row = y * rowBytes
            filtered[out] = y == 0 ? 0 : 2
            for x in 0..<rowBytes {
                let above = y == 0 ? 0 : pixels[row - rowBytes + x]
                filtered[out + 1 + x] = pixels[row + x] &- above
            }
        }
        var header: [UInt8] = []
        appendUInt32(UInt32(width), to: &header)
        appendUInt32(UInt32(height), to: &header)
        header.append(contentsOf: [8, 6, 0, 0, 0])
        var output = signature
        appendChunk("IHDR", header, to: &output)
        appendChunk("IDAT", Zlib.deflate(filtered, level: 6), to: &output)
        appendChunk("IEND", [], to: &output)
        return output
    }

    /// Appends one chunk (length, type, data, CRC) to `output`.
    static func appendChunk(_ type: String, _ data: [UInt8], to output: inout [UInt8]) {
        appendUInt32(UInt32(data.count), to: &output)
        let start = output.count
        output.append(contentsOf: Array(type.utf8))
        output.append(contentsOf: data)
        appendUInt32(Zlib.crc32(output[start...]), to: &output)
    }

    /// Appends `value` big-endian.
    static func appendUInt32(_ value: UInt32, to output: inout [UInt8]) {
        output.append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    /// Reads a big-endian 32-bit value; the caller guarantees four bytes at `offset`.
    static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }
}
