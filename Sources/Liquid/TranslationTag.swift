/// A `{% translation id %}default{% endtranslation %}` tag found in a template: its id, the
/// source of its default text, and where it starts.
public struct TranslationTag: Sendable, Hashable {
    /// The translation id (letters, digits, `_` and `-`).
    public var id: String
    /// The default text's source, shown when the active locale has no text for `id` (its Liquid
    /// tags and outputs written back as `{% … %}` and `{{ … }}`).
    public var defaultText: String
    /// The 1-based line of the tag.
    public var line: Int
    /// The 1-based column of the tag.
    public var column: Int

    /// Creates a tag.
    public init(id: String, defaultText: String, line: Int, column: Int) {
        self.id = id
        self.defaultText = defaultText
        self.line = line
        self.column = column
    }

    /// True for ids of 1–64 ASCII letters, digits, `_` and `-`, the first not `-` (Braze's ids
    /// are words such as `id_0` or `offer_text`).
    public static func isValidID(_ id: String) -> Bool {
        guard let first = id.utf8.first, first != UInt8(ascii: "-"), id.utf8.count <= 64 else { return false }
        return id.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
    }
}
