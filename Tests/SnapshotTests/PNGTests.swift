import Testing

@testable import Snapshot

/// Round trips, other colour types and malformed input for `PNG`.
@Suite struct PNGTests {
    /// A PNG built from raw scanlines (each starting with its filter byte) with the given header fields and extra chunks.
    static func handMade(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, scanlines: [UInt8], extra: [(String, [UInt8])] = []) -> [UInt8] {
        var header: [UInt8] = []
        PNG.appendUInt32(UInt32(width), to: &header)
        PNG.appendUInt32(UInt32(height), to: &header)
        header.append(contentsOf: [bitDepth, colorType, 0, 0, 0])
        var output = PNG.signature
        PNG.appendChunk("IHDR", header, to: &output)
        for (type, data) in extra { PNG.appendChunk(type, data, to: &output) }
        PNG.appendChunk("IDAT", Zlib.deflate(scanlines), to: &output)
        PNG.appendChunk("IEND", [], to: &output)
        return output
    }

    /// Encoding then decoding gives back the same RGBA pixels.
    @Test func roundTrip() throws {
        var pixels: [UInt8] = []
        for y in 0..<37 {
            for x in 0..<53 { pixels.append(contentsOf: [UInt8(x * 4), UInt8(y * 6), UInt8((x * y) & 0xFF), UInt8(255 - x)]) }
        }
        let image = RGBAImage(width: 53, height: 37, pixels: pixels)
        let encoded = PNG.encode(image)
        #expect(Array(encoded.prefix(8)) == PNG.signature)
        #expect(try PNG.decode(encoded) == image)
    }

    /// Grey (8 and 2 bits) and grey-with-alpha images expand to RGBA.
    @Test func greyscaleAndGreyAlpha() throws {
        let grey = Self.handMade(width: 2, height: 1, bitDepth: 8, colorType: 0, scanlines: [0, 10, 200])
        #expect(try PNG.decode(grey).pixels == [10, 10, 10, 255, 200, 200, 200, 255])
        let greyAlpha = Self.handMade(width: 1, height: 2, bitDepth: 8, colorType: 4, scanlines: [0, 50, 128, 2, 10, 0])
        #expect(try PNG.decode(greyAlpha).pixels == [50, 50, 50, 128, 60, 60, 60, 128])
        let twoBit = Self.handMade(width: 4, height: 1, bitDepth: 2, colorType: 0, scanlines: [0, 0b00_01_10_11])
        #expect(try PNG.decode(twoBit).pixels == [0, 0, 0, 255, 85, 85, 85, 255, 170, 170, 170, 255, 255, 255, 255, 255])
    }

    /// RGB rows using the sub, average and Paeth filters, and a 16-bit RGBA pixel, decode correctly.
    @Test func rgbWithFiltersAnd16Bit() throws {
        // Row 0 "sub", row 1 "average", row 2 "paeth": all decode to the same (10, 20, 30) pixels.
        let scanlines: [UInt8] = [1, 10, 20, 30, 0, 0, 0, 3, 5, 10, 15, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0]
        let rgb = try PNG.decode(Self.handMade(width: 2, height: 3, bitDepth: 8, colorType: 2, scanlines: scanlines))
        #expect(rgb == RGBAImage(width: 2, height: 3, red: 10, green: 20, blue: 30))
        let wide = Self.handMade(width: 1, height: 1, bitDepth: 16, colorType: 6, scanlines: [0, 0x12, 0x34, 0x56, 0x78, 0x9A, 0xBC, 0xFF, 0xFF])
        #expect(try PNG.decode(wide).pixels == [0x12, 0x56, 0x9A, 0xFF])
    }

    /// Palette images take colours from PLTE and alpha from tRNS.
    @Test func palette() throws {
        let png = Self.handMade(
            width: 3,
            height: 1,
            bitDepth: 8,
            colorType: 3,
            scanlines: [0, 0, 1, 2],
            extra: [("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255]), ("tRNS", [255, 128])]
        )
        #expect(try PNG.decode(png).pixels == [255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 255])
    }

    /// Bad signatures, truncation, corrupt CRCs, oversized or interlaced headers, short data and bad filters all throw.
    @Test func malformedInputThrows() throws {
        let good = PNG.encode(RGBAImage(width: 4, height: 4, red: 1, green: 2, blue: 3))
        #expect(throws: SnapshotError.self) { try PNG.decode([]) }
        #expect(throws: SnapshotError.self) { try PNG.decode([0x89, 0x50, 0x4E]) }
        #expect(throws: SnapshotError.self) { try PNG.decode(Array("GIF89a not a png at all".utf8)) }
        for length in stride(from: 8, to: good.count, by: 3) {
            #expect(throws: SnapshotError.self) { try PNG.decode(Array(good.prefix(length))) }
        }
        var corrupted = good
        corrupted[40] ^= 0xFF
        #expect(throws: SnapshotError.self) { try PNG.decode(corrupted) }
        let huge = Self.handMade(width: 100_000, height: 100_000, bitDepth: 8, colorType: 6, scanlines: [0])
        let error = #expect(throws: SnapshotError.self) { try PNG.decode(huge) }
        #expect(error?.description.contains("too large") == true)
        let interlaced = Self.handMade(width: 1, height: 1, bitDepth: 8, colorType: 6, scanlines: [0, 0, 0, 0, 0])
        var patched = interlaced
        patched[28] = 1
        let crcStart = 29
        let crc = Zlib.crc32(patched[12..<29])
        patched.replaceSubrange(
            crcStart..<(crcStart + 4),
            with: [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)]
        )
        let interlacedError = #expect(throws: SnapshotError.self) { try PNG.decode(patched) }
        #expect(interlacedError?.description.contains("interlaced") == true)
        let short = Self.handMade(width: 10, height: 10, bitDepth: 8, colorType: 6, scanlines: [0, 1, 2, 3])
        #expect(throws: SnapshotError.self) { try PNG.decode(short) }
        let claimsHuge = Self.handMade(width: 16_384, height: 4_096, bitDepth: 16, colorType: 6, scanlines: [0, 1, 2, 3])
        #expect(throws: SnapshotError.self) { try PNG.decode(claimsHuge) }
        let tooMuchData = Self.handMade(width: 1, height: 1, bitDepth: 8, colorType: 6, scanlines: [UInt8](repeating: 0, count: 100))
        #expect(throws: SnapshotError.self) { try PNG.decode(tooMuchData) }
        let badFilter = Self.handMade(width: 1, height: 1, bitDepth: 8, colorType: 6, scanlines: [9, 0, 0, 0, 0])
        #expect(throws: SnapshotError.self) { try PNG.decode(badFilter) }
    }
}
