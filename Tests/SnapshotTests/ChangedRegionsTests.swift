import Testing

@testable import Snapshot

/// `ImageComparison.changedRegions`: separate changed areas, largest first, touching cells merged.
@Suite struct ChangedRegionsTests {
    /// `baseline` with `blocks` (x, y, size) painted blue.
    static func painted(_ blocks: [(Int, Int, Int)]) -> RGBAImage {
        var image = RGBAImage(width: 120, height: 80, red: 255, green: 255, blue: 255)
        for (x, y, size) in blocks {
            for row in y..<(y + size) {
                for column in x..<(x + size) {
                    let index = (row * image.width + column) * 4
                    image.pixels[index] = 0
                    image.pixels[index + 1] = 0
                }
            }
        }
        return image
    }

    @Test func separateBlocksAreSeparateRegionsLargestFirst() {
        let baseline = RGBAImage(width: 120, height: 80, red: 255, green: 255, blue: 255)
        let comparison = ImageComparison(baseline: baseline, candidate: Self.painted([(2, 3, 6), (70, 40, 20)]))
        #expect(comparison.changedRegions(cell: 16) == [.init(x: 70, y: 40, width: 20, height: 20), .init(x: 2, y: 3, width: 6, height: 6)])
        #expect(comparison.changedRegions(cell: 16, limit: 1).count == 1)
        #expect(comparison.changedRegions(cell: 16)[0].description == "70,40 20×20")
    }

    @Test func blocksInTouchingCellsMakeOneRegion() {
        let baseline = RGBAImage(width: 120, height: 80, red: 255, green: 255, blue: 255)
        let comparison = ImageComparison(baseline: baseline, candidate: Self.painted([(2, 3, 6), (20, 20, 5)]))
        #expect(comparison.changedRegions(cell: 16) == [.init(x: 2, y: 3, width: 23, height: 22)])
    }

    @Test func identicalAndResizedImages() {
        let image = RGBAImage(width: 10, height: 10, red: 1, green: 2, blue: 3)
        #expect(ImageComparison(baseline: image, candidate: image).changedRegions().isEmpty)
        let larger = RGBAImage(width: 12, height: 10, red: 1, green: 2, blue: 3)
        #expect(ImageComparison(baseline: image, candidate: larger).changedRegions() == [.init(x: 0, y: 0, width: 12, height: 10)])
    }

    @Test func croppingKeepsTheRectangle() {
        let image = Self.painted([(30, 20, 10)])
        let cropped = image.cropped(x: 30, y: 20, width: 10, height: 10)
        #expect(cropped == RGBAImage(width: 10, height: 10, red: 0, green: 0, blue: 255))
    }
}
