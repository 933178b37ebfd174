/// Text that lists show beside other text (campaign ids and names, session names) may hold no
/// control characters and no characters that change the direction of the text around them: a
/// U+202E in a name would make "Sale‮gpj.exe" read as "Saleexe.jpg" and reorder what follows it.
public enum DisplayedText {
    /// Whether `scalar` changes the direction of the text around it (U+061C, U+200E/F, U+202A–E,
    /// U+2066–9).
    public static func isDirectionControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// Whether `text` holds a control character (C0, DEL or C1) or a direction control.
    public static func hasControlOrDirectionCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.properties.generalCategory == .control || isDirectionControl($0) }
    }
}
