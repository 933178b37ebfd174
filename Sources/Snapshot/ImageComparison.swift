/// Pixel comparison with tolerance, in the spirit of pixelmatch: per-pixel colour distance in YIQ space against
/// `threshold` (0…1), optionally ignoring anti-aliased pixels.
public struct ImageComparison: Sendable {
    /// The two images have different sizes: every pixel of the larger area counts as changed.
    public var sizesDiffer: Bool
    /// Pixels whose colour distance exceeds the threshold (anti-aliasing excluded when ignored).
    public var changedPixels: Int
    /// `changedPixels / (max width × max height)`; 0 for two empty images.
    public var changedRatio: Double
    /// Grey, faded copy of the baseline with changed pixels in red and anti-aliased ones in yellow.
    public var diffImage: RGBAImage
    /// The smallest rectangle holding every changed pixel, nil when none.
    public var changedBounds: (x: Int, y: Int, width: Int, height: Int)?

    /// Compares `candidate` with `baseline`. `threshold` is the tolerated colour distance (0 exact … 1 anything);
    /// with `ignoreAntialiasing`, pixels that look like anti-aliasing in either image are not counted.
    public init(baseline: RGBAImage, candidate: RGBAImage, threshold: Double = 0.1, ignoreAntialiasing: Bool = true) {
        let width = max(baseline.width, candidate.width, 0)
        let height = max(baseline.height, candidate.height, 0)
        let area = width * height
        let valid = baseline.pixels.count == baseline.width * baseline.height * 4 && candidate.pixels.count == candidate.width * candidate.height * 4
        guard baseline.width == candidate.width, baseline.height == candidate.height, valid else {
            sizesDiffer = true
            changedPixels = area
            changedRatio = area == 0 ? 0 : 1
            diffImage = RGBAImage(width: width, height: height, red: 255, green: 0, blue: 0)
            changedBounds = area == 0 ? nil : (0, 0, width, height)
            return
        }
        sizesDiffer = false
        let clamped = min(max(threshold, 0), 1)
        // 35215 is the largest possible YIQ distance between two colours.
        let maxDelta = 35_215 * clamped * clamped
        let first = PixelSampler(baseline)
        let second = PixelSampler(candidate)
        var diff = [UInt8](repeating: 255, count: area * 4)
        var changed = 0
        var minX = width
        var minY = height
        var maxX = -1
        var maxY = -1
        for y in 0..<height {
            for x in 0..<width {
                let index = y * width + x
                let out = index * 4
                let delta = first.pixelsEqual(index, second, index) ? 0 : first.colorDelta(index, second, index, brightnessOnly: false)
                if abs(delta) > maxDelta {
                    if ignoreAntialiasing && (first.isAntialiased(x: x, y: y, other: second) || second.isAntialiased(x: x, y: y, other: first)) {
                        diff[out] = 255
                        diff[out + 1] = 255
                        diff[out + 2] = 0
                    } else {
                        diff[out] = 255
                        diff[out + 1] = 0
                        diff[out + 2] = 0
                        changed += 1
                        minX = min(minX, x)
                        minY = min(minY, y)
                        maxX = max(maxX, x)
                        maxY = max(maxY, y)
                    }
                } else {
                    let grey = first.fadedGrey(index)
                    diff[out] = grey
                    diff[out + 1] = grey
                    diff[out + 2] = grey
                }
            }
        }
        changedPixels = changed
        changedRatio = area == 0 ? 0 : Double(changed) / Double(area)
        diffImage = RGBAImage(width: width, height: height, pixels: diff)
        changedBounds = changed == 0 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}
