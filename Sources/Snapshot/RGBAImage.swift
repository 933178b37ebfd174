/// An 8-bit RGBA image.
public struct RGBAImage: Sendable, Equatable {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int
    /// `width * height * 4` bytes, row-major, each pixel red, green, blue, alpha (not premultiplied).
    public var pixels: [UInt8]

    /// Creates an image from its pixels; `pixels.count` should be `width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of one colour.
    public init(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        let count = max(0, width) * max(0, height)
        var pixels = [UInt8](repeating: 0, count: count * 4)
        for index in 0..<count {
            pixels[index * 4] = red
            pixels[index * 4 + 1] = green
            pixels[index * 4 + 2] = blue
            pixels[index * 4 + 3] = alpha
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The `width`×`height` rectangle at `x`,`y` (which must lie inside the image).
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> RGBAImage {
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        for row in y..<(y + height) {
            let start = (row * self.width + x) * 4
            pixels += self.pixels[start..<(start + width * 4)]
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
