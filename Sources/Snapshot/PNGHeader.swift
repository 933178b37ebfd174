/// The validated contents of a PNG `IHDR` chunk.
struct PNGHeader: Sendable, Equatable {
    /// The largest width or height accepted.
    static let maximumSide = 16_384
    /// The largest number of pixels accepted (64 Mi).
    static let maximumPixels = 64 * 1_024 * 1_024

    /// Image width in pixels.
    var width: Int
    /// Image height in pixels.
    var height: Int
    /// Bits per sample (1, 2, 4, 8 or 16, depending on the colour type).
    var bitDepth: Int
    /// PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA.
    var colorType: Int

    /// Samples per pixel for this colour type.
    var channels: Int {
        switch colorType {
        case 0, 3: 1
        case 4: 2
        case 2: 3
        default: 4
        }
    }

    /// Bytes per complete pixel, at least 1 (the distance the filters look back).
    var filterStride: Int { max(1, channels * bitDepth / 8) }

    /// Bytes per scanline, without the filter-type byte.
    var rowBytes: Int { (width * channels * bitDepth + 7) / 8 }

    /// Parses and checks the 13 bytes of an `IHDR` chunk.
    init(_ data: ArraySlice<UInt8>) throws {
        guard data.count == 13 else { throw SnapshotError("PNG: IHDR chunk has \(data.count) bytes instead of 13") }
        let bytes = Array(data)
        width = Int(PNG.readUInt32(bytes, at: 0))
        height = Int(PNG.readUInt32(bytes, at: 4))
        bitDepth = Int(bytes[8])
        colorType = Int(bytes[9])
        guard width > 0, height > 0 else { throw SnapshotError("PNG: image is empty (\(width)×\(height))") }
        guard width <= Self.maximumSide, height <= Self.maximumSide, width * height <= Self.maximumPixels else {
            throw SnapshotError("PNG: image is too large (\(width)×\(height); at most \(Self.maximumSide) per side and 64 Mi pixels)")
        }
        let allowedDepths: [Int]
        switch colorType {
        case 0: allowedDepths = [1, 2, 4, 8, 16]
        case 3: allowedDepths = [1, 2, 4, 8]
        case 2, 4, 6: allowedDepths = [8, 16]
        default: throw SnapshotError("PNG: unknown colour type \(colorType)")
        }
        guard allowedDepths.contains(bitDepth) else {
            throw SnapshotError("PNG: bit depth \(bitDepth) is not valid for colour type \(colorType)")
        }
        guard bytes[10] == 0 else { throw SnapshotError("PNG: unknown compression method \(bytes[10])") }
        guard bytes[11] == 0 else { throw SnapshotError("PNG: unknown filter method \(bytes[11])") }
        switch bytes[12] {
        case 0: break
        case 1: throw SnapshotError("PNG: interlaced PNGs are not supported")
        default: throw SnapshotError("PNG: unknown interlace method \(bytes[12])")
        }
    }
}
