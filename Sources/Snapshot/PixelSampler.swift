/// Read access to one image's pixels for `ImageComparison`: YIQ colour distances and pixelmatch's anti-aliasing test.
struct PixelSampler {
    /// The image's RGBA bytes.
    let pixels: [UInt8]
    /// Image width in pixels.
    let width: Int
    /// Image height in pixels.
    let height: Int

    /// Wraps `image`, whose pixel count the caller has checked.
    init(_ image: RGBAImage) {
        pixels = image.pixels
        width = image.width
        height = image.height
    }

    /// Whether pixel `index` here and pixel `otherIndex` in `other` have identical RGBA bytes.
    func pixelsEqual(_ index: Int, _ other: PixelSampler, _ otherIndex: Int) -> Bool {
        let a = index * 4
        let b = otherIndex * 4
        return pixels[a] == other.pixels[b] && pixels[a + 1] == other.pixels[b + 1] && pixels[a + 2] == other.pixels[b + 2]
            && pixels[a + 3] == other.pixels[b + 3]
    }

    /// Pixel `index` blended over white, as three Doubles.
    func blended(_ index: Int) -> (Double, Double, Double) {
        let base = index * 4
        let alpha = Double(pixels[base + 3]) / 255
        let blend = { (value: UInt8) -> Double in 255 + (Double(value) - 255) * alpha }
        return (blend(pixels[base]), blend(pixels[base + 1]), blend(pixels[base + 2]))
    }

    /// The weighted squared YIQ distance between pixel `index` here and `otherIndex` in `other`, negative when this pixel is
    /// the brighter one; with `brightnessOnly`, just the signed difference of their Y (brightness) components.
    func colorDelta(_ index: Int, _ other: PixelSampler, _ otherIndex: Int, brightnessOnly: Bool) -> Double {
        let (r1, g1, b1) = blended(index)
        let (r2, g2, b2) = other.blended(otherIndex)
        let y1 = Self.luma(r1, g1, b1)
        let y2 = Self.luma(r2, g2, b2)
        let y = y1 - y2
        if brightnessOnly { return y }
        let i = Self.inPhase(r1, g1, b1) - Self.inPhase(r2, g2, b2)
        let q = Self.quadrature(r1, g1, b1) - Self.quadrature(r2, g2, b2)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    /// The baseline pixel as a grey level, faded towards white (used for unchanged pixels in the diff image).
    func fadedGrey(_ index: Int) -> UInt8 {
        let (r, g, b) = blended(index)
        let grey = 255 + (Self.luma(r, g, b) - 255) * 0.1
        return UInt8(max(0, min(255, grey.rounded())))
    }

    /// Whether the pixel at (`x`, `y`) looks like anti-aliasing: among its 8 neighbours it has both a darker and a
    /// brighter one, at most two identical ones, and the darkest or the brightest neighbour lies in a flat area
    /// (has more than two identical neighbours) in both this image and `other`.
    func isAntialiased(x: Int, y: Int, other: PixelSampler) -> Bool {
        let (x0, y0, x2, y2) = neighbourhood(x, y)
        let center = y * width + x
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var darkest = 0.0
        var brightest = 0.0
        var darkestAt = (0, 0)
        var brightestAt = (0, 0)
        for ny in y0...y2 {
            for nx in x0...x2 where nx != x || ny != y {
                let delta = colorDelta(center, self, ny * width + nx, brightnessOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestAt = (nx, ny)
                } else if delta > brightest {
                    brightest = delta
                    brightestAt = (nx, ny)
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(darkestAt.0, darkestAt.1) && other.hasManySiblings(darkestAt.0, darkestAt.1))
            || (hasManySiblings(brightestAt.0, brightestAt.1) && other.hasManySiblings(brightestAt.0, brightestAt.1))
    }

    /// Whether the pixel at (`x`, `y`) has more than two neighbours of exactly the same colour (image edges count as one).
    func hasManySiblings(_ x: Int, _ y: Int) -> Bool {
        let (x0, y0, x2, y2) = neighbourhood(x, y)
        let center = y * width + x
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        for ny in y0...y2 {
            for nx in x0...x2 where nx != x || ny != y {
                if pixelsEqual(center, self, ny * width + nx) {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }

    /// The Y (brightness) component of YIQ.
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.298_895_31 + g * 0.586_622_47 + b * 0.114_482_23 }
    /// The I (orange–blue) component of YIQ.
    static func inPhase(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.595_977_99 - g * 0.274_176_10 - b * 0.321_801_89 }
    /// The Q (purple–green) component of YIQ.
    static func quadrature(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.211_470_17 - g * 0.522_617_11 + b * 0.311_146_94 }

    /// The corners of the 3 × 3 block around (`x`, `y`), clipped to the image.
    private func neighbourhood(_ x: Int, _ y: Int) -> (x0: Int, y0: Int, x2: Int, y2: Int) {
        (max(x - 1, 0), max(y - 1, 0), min(x + 1, width - 1), min(y + 1, height - 1))
    }
}
