/// How `vitrine validate` reads a file: as wire-format JSON or as an HTML document.
public enum InputKind {
    /// True when the first byte that is not blank (a space, tab or line break, or a byte of a
    /// UTF-8 byte-order mark) opens a JSON object or array: the file is then read as messages or
    /// campaigns; anything else is an HTML document.
    public static func isJSON(_ bytes: some Sequence<UInt8>) -> Bool {
        guard let first = bytes.first(where: { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF) })
        else {
            return false
        }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }
}
