/// A 32-bit ARGB colour as Braze sends it (alpha in the top byte).
public struct ARGBColor: Sendable, Hashable, Comparable {
    /// The colour as an unsigned 32-bit integer, `0xAARRGGBB`.
    public var argb: UInt32

    /// Creates a colour from its unsigned ARGB value.
    public init(argb: UInt32) {
        self.argb = argb
    }

    /// Alpha channel, 0–255.
    public var alpha: UInt8 { UInt8(truncatingIfNeeded: argb >> 24) }
    /// Red channel, 0–255.
    public var red: UInt8 { UInt8(truncatingIfNeeded: argb >> 16) }
    /// Green channel, 0–255.
    public var green: UInt8 { UInt8(truncatingIfNeeded: argb >> 8) }
    /// Blue channel, 0–255.
    public var blue: UInt8 { UInt8(truncatingIfNeeded: argb) }

    /// Orders colours by their ARGB value (used only for stable sorting).
    public static func < (lhs: ARGBColor, rhs: ARGBColor) -> Bool { lhs.argb < rhs.argb }
}
