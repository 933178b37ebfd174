import Testing

@testable import Snapshot

/// Tolerance, bounds and size handling of `ImageComparison`.
@Suite struct ImageComparisonTests {
    /// A white image with a `size`×`size` block of `colour` at (`x`, `y`).
    static func withBlock(x: Int, y: Int, size: Int, colour: (UInt8, UInt8, UInt8)) -> RGBAImage {
        var image = RGBAImage(width: 64, height: 48, red: 255, green: 255, blue: 255)
        for row in y..<(y + size) {
            for column in x..<(x + size) {
                let index = (row * image.width + column) * 4
                image.pixels[index] = colour.0
                image.pixels[index + 1] = colour.1
                image.pixels[index + 2] = colour.2
            }
        }
        return image
    }

    /// Identical images have no changed pixels and no bounds.
    @Test func identicalImages() {
        let image = Self.withBlock(x: 5, y: 5, size: 10, colour: (0, 0, 0))
        let comparison = ImageComparison(baseline: image, candidate: image)
        #expect(!comparison.sizesDiffer)
        #expect(comparison.changedPixels == 0)
        #expect(comparison.changedRatio == 0)
        #expect(comparison.changedBounds == nil)
        #expect(comparison.diffImage.width == 64 && comparison.diffImage.height == 48)
    }

    /// A changed 10×10 block counts 100 pixels, is bounded exactly and drawn red over a faded grey baseline.
    @Test func changedBlock() throws {
        let baseline = RGBAImage(width: 64, height: 48, red: 255, green: 255, blue: 255)
        let candidate = Self.withBlock(x: 12, y: 7, size: 10, colour: (20, 40, 200))
        let comparison = ImageComparison(baseline: baseline, candidate: candidate)
        #expect(comparison.changedPixels == 100)
        #expect(abs(comparison.changedRatio - 100.0 / Double(64 * 48)) < 1e-12)
        let bounds = try #require(comparison.changedBounds)
        #expect(bounds == (12, 7, 10, 10))
        let inside = (10 * 64 + 15) * 4
        #expect(Array(comparison.diffImage.pixels[inside..<(inside + 4)]) == [255, 0, 0, 255])
        let outside = Array(comparison.diffImage.pixels[0..<4])
        #expect(outside[0] == outside[1] && outside[1] == outside[2] && outside[0] > 200)
    }

    /// A slight colour shift stays under the default threshold but not under threshold 0.
    @Test func smallChangeUnderThreshold() {
        let baseline = Self.withBlock(x: 0, y: 0, size: 20, colour: (100, 100, 100))
        let candidate = Self.withBlock(x: 0, y: 0, size: 20, colour: (103, 101, 99))
        #expect(ImageComparison(baseline: baseline, candidate: candidate).changedPixels == 0)
        #expect(ImageComparison(baseline: baseline, candidate: candidate, threshold: 0).changedPixels == 400)
    }

    /// A grey fringe beside a hard edge counts as anti-aliasing unless that is switched off.
    @Test func antialiasedEdgeIsIgnored() {
        // A black square on white; the candidate adds a one-pixel grey fringe along its right edge.
        let baseline = Self.withBlock(x: 10, y: 10, size: 10, colour: (0, 0, 0))
        var candidate = baseline
        for row in 10..<20 {
            let index = (row * 64 + 20) * 4
            candidate.pixels.replaceSubrange(index..<(index + 3), with: [128, 128, 128])
        }
        #expect(ImageComparison(baseline: baseline, candidate: candidate).changedPixels == 0)
        #expect(ImageComparison(baseline: baseline, candidate: candidate, ignoreAntialiasing: false).changedPixels == 10)
    }

    /// Images of different sizes count every pixel of the larger area as changed.
    @Test func differentSizes() {
        let comparison = ImageComparison(
            baseline: RGBAImage(width: 10, height: 10, red: 0, green: 0, blue: 0),
            candidate: RGBAImage(width: 12, height: 8, red: 0, green: 0, blue: 0)
        )
        #expect(comparison.sizesDiffer)
        #expect(comparison.changedPixels == 120)
        #expect(comparison.changedRatio == 1)
        #expect(comparison.diffImage.width == 12 && comparison.diffImage.height == 10)
    }
}
