extension PNG {
    /// Reverses the per-row filters of decompressed image data; returns the rows without their filter bytes.
    static func unfilter(_ raw: [UInt8], header: PNGHeader) throws -> [UInt8] {
        let rowBytes = header.rowBytes
        let stride = header.filterStride
        var rows = [UInt8](repeating: 0, count: rowBytes * header.height)
        try raw.withUnsafeBufferPointer { raw in
            try rows.withUnsafeMutableBufferPointer { rows in
                for y in 0..<header.height {
                    let input = y * (rowBytes + 1) + 1
                    let out = y * rowBytes
                    let previous = out - rowBytes
                    switch raw[input - 1] {
                    case 0:
                        for x in 0..<rowBytes { rows[out + x] = raw[input + x] }
                    case 1:
                        for x in 0..<rowBytes { rows[out + x] = raw[input + x] &+ (x >= stride ? rows[out + x - stride] : 0) }
                    case 2:
                        for x in 0..<rowBytes { rows[out + x] = raw[input + x] &+ (y > 0 ? rows[previous + x] : 0) }
                    case 3:
                        for x in 0..<rowBytes {
                            let left = x >= stride ? Int(rows[out + x - stride]) : 0
                            let up = y > 0 ? Int(rows[previous + x]) : 0
                            rows[out + x] = raw[input + x] &+ UInt8((left + up) / 2)
                        }
                    case 4:
                        for x in 0..<rowBytes {
                            let left = x >= stride ? rows[out + x - stride] : 0
                            let up = y > 0 ? rows[previous + x] : 0
                            let upLeft = (x >= stride && y > 0) ? rows[previous + x - stride] : 0
                            rows[out + x] = raw[input + x] &+ paeth(left, up, upLeft)
                        }
                    case let filter:
                        throw SnapshotError("PNG: unknown filter type \(filter) in row \(y)")
                    }
                }
            }
        }
        return rows
    }

    /// The Paeth predictor of the PNG specification.
    static func paeth(_ left: UInt8, _ up: UInt8, _ upLeft: UInt8) -> UInt8 {
        let estimate = Int(left) + Int(up) - Int(upLeft)
        let distanceLeft = abs(estimate - Int(left))
        let distanceUp = abs(estimate - Int(up))
        let distanceUpLeft = abs(estimate - Int(upLeft))
        if distanceLeft <= distanceUp && distanceLeft <= distanceUpLeft { return left }
        return distanceUp <= distanceUpLeft ? up : upLeft
    }

    /// Converts unfiltered rows of any supported colour type and depth to 8-bit RGBA.
    static func expand(_ rows: [UInt8], header: PNGHeader, palette: [UInt8], transparency: [UInt8]) -> RGBAImage {
        let width = header.width
        if header.colorType == 6 && header.bitDepth == 8 {
            return RGBAImage(width: width, height: header.height, pixels: rows)
        }
        let depth = header.bitDepth
        if header.colorType == 2 && depth == 8 && transparency.isEmpty {
            return expandRGB(rows, width: width, height: header.height)
        }
        let channels = header.channels
        let rowBytes = header.rowBytes
        var pixels = [UInt8](repeating: 255, count: width * header.height * 4)
        // For 16-bit samples the high byte is used; for 1, 2 and 4 bits, grey is scaled to 0…255 and palette indices are not.
        let scale = depth < 8 && header.colorType == 0 ? 255 / ((1 << depth) - 1) : 1
        // tRNS for grey and RGB is one 16-bit sample per channel that marks a fully transparent colour.
        let key: [Int]? = {
            guard header.colorType == 0 || header.colorType == 2, transparency.count >= channels * 2 else { return nil }
            return (0..<channels).map { Int(transparency[$0 * 2]) << 8 | Int(transparency[$0 * 2 + 1]) }
        }()
        var samples = [Int](repeating: 0, count: channels)
        for y in 0..<header.height {
            let row = y * rowBytes
            for x in 0..<width {
                for channel in 0..<channels {
                    let index = x * channels + channel
                    switch depth {
                    case 16: samples[channel] = Int(rows[row + index * 2]) << 8 | Int(rows[row + index * 2 + 1])
                    case 8: samples[channel] = Int(rows[row + index])
                    default:
                        let bit = index * depth
                        let byte = Int(rows[row + bit / 8])
                        samples[channel] = (byte >> (8 - depth - bit % 8)) & ((1 << depth) - 1)
                    }
                }
                let transparent = key.map { $0 == samples } ?? false
                let high = { (sample: Int) -> UInt8 in UInt8(truncatingIfNeeded: depth == 16 ? sample >> 8 : sample * scale) }
                let out = (y * width + x) * 4
                switch header.colorType {
                case 0:
                    let grey = high(samples[0])
                    pixels[out] = grey
                    pixels[out + 1] = grey
                    pixels[out + 2] = grey
                    pixels[out + 3] = transparent ? 0 : 255
                case 2:
                    pixels[out] = high(samples[0])
                    pixels[out + 1] = high(samples[1])
                    pixels[out + 2] = high(samples[2])
                    pixels[out + 3] = transparent ? 0 : 255
                case 3:
                    let entry = samples[0]
                    if entry * 3 + 2 < palette.count {
                        pixels[out] = palette[entry * 3]
                        pixels[out + 1] = palette[entry * 3 + 1]
                        pixels[out + 2] = palette[entry * 3 + 2]
                    } else {
                        pixels[out] = 0
                        pixels[out + 1] = 0
                        pixels[out + 2] = 0
                    }
                    pixels[out + 3] = entry < transparency.count ? transparency[entry] : 255
                case 4:
                    let grey = high(samples[0])
                    pixels[out] = grey
                    pixels[out + 1] = grey
                    pixels[out + 2] = grey
                    pixels[out + 3] = high(samples[1])
                default:
                    pixels[out] = high(samples[0])
                    pixels[out + 1] = high(samples[1])
                    pixels[out + 2] = high(samples[2])
                    pixels[out + 3] = high(samples[3])
                }
            }
        }
        return RGBAImage(width: width, height: header.height, pixels: pixels)
    }

    /// The common case of 8-bit RGB without transparency, done without per-sample dispatch.
    static func expandRGB(_ rows: [UInt8], width: Int, height: Int) -> RGBAImage {
        let count = width * height
        var pixels = [UInt8](repeating: 255, count: count * 4)
        rows.withUnsafeBufferPointer { rows in
            pixels.withUnsafeMutableBufferPointer { pixels in
                for index in 0..<count {
                    pixels[index * 4] = rows[index * 3]
                    pixels[index * 4 + 1] = rows[index * 3 + 1]
                    pixels[index * 4 + 2] = rows[index * 3 + 2]
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
