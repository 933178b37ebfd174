import CampaignServices
import Foundation
import Testing

/// Image sizes read from the headers of real files in each format the library accepts.
@Suite struct ImageDimensionTests {
    @Test(arguments: ["29x10.png", "29x10.gif", "29x10.jpg", "29x10-progressive.jpg", "29x10-lossy.webp", "29x10-lossless.webp", "29x10-alpha.webp"])
    func eachFormatGivesItsSize(file: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "Tests/Fixtures/images/\(file)")))
        let size = try #require(ImageType.dimensions(of: bytes))
        #expect(size.width == 29 && size.height == 10)
    }

    @Test func truncatedOrForeignBytesGiveNothing() throws {
        let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "Tests/Fixtures/images/29x10.png")))
        #expect(ImageType.dimensions(of: Array(png.prefix(20))) == nil)
        #expect(ImageType.dimensions(of: Array("<!DOCTYPE html>".utf8)) == nil)
        #expect(ImageType.dimensions(of: [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01, 0, 0, 0, 0, 0, 0]) == nil)
    }
}
