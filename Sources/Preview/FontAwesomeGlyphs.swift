/// Stand-ins for the Font Awesome glyphs Braze sends as slideup and modal icons: the preview has
/// no icon font, so common glyphs are drawn as the nearest emoji and others as a star.
enum FontAwesomeGlyphs {
    /// Font Awesome 4 code points to symbols.
    static let symbols: [UInt32: String] = [
        0xF0A1: "📣", 0xF0D1: "🚚", 0xF005: "★", 0xF004: "♥", 0xF0F3: "🔔", 0xF07A: "🛒",
        0xF06B: "🎁", 0xF091: "🏆", 0xF0E0: "✉", 0xF095: "📞", 0xF015: "🏠", 0xF00C: "✓",
        0xF071: "⚠", 0xF05A: "ℹ", 0xF02B: "🏷", 0xF073: "📅", 0xF017: "🕒", 0xF007: "👤",
        0xF135: "🚀", 0xF0E7: "⚡", 0xF1FD: "🎂", 0xF03E: "🖼", 0xF030: "📷", 0xF11B: "🎮",
    ]

    /// The symbol drawn for a glyph string (its first scalar decides).
    static func symbol(for glyph: String) -> String {
        guard let scalar = glyph.unicodeScalars.first else { return "★" }
        if let symbol = symbols[scalar.value] { return symbol }
        let privateUse = (0xE000...0xF8FF).contains(scalar.value)
        return privateUse ? "★" : String(glyph.prefix(2))
    }
}
