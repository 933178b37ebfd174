/// A campaign's translations: for each locale (`fr`, `pt_BR`), a text for each translation id,
/// kept in the envelope as `"translations": {"fr": {"head": "Soldes"}}`.
///
/// A locale may hold no texts yet (a column just added in the editor). Which locale a preview or
/// a user gets, and how a missing text falls back, is `Localisation`'s job.
public struct TranslationTable: Sendable, Hashable {
    /// Texts by locale, then by translation id.
    public var texts: [String: [String: String]]

    /// The most locales a campaign may hold (Braze's limit for a workspace).
    public static let maxLocales = 200
    /// The longest locale name, in characters.
    public static let maxLocaleLength = 35

    /// A table of `texts`.
    public init(_ texts: [String: [String: String]] = [:]) {
        self.texts = texts
    }

    /// True when the table has no locale.
    public var isEmpty: Bool { texts.isEmpty }

    /// The locales, sorted.
    public var locales: [String] { texts.keys.sorted() }

    /// Every translation id some locale has a text for, sorted.
    public var ids: [String] { Set(texts.values.flatMap(\.keys)).sorted() }

    /// True for locale names of 1–35 ASCII letters, digits, `_` and `-` starting with a letter
    /// (`fr`, `pt_BR`, `zh-Hant`): Braze lets a workspace name its locales, and Vitrine keeps the
    /// names safe in CSV headers, query strings and file names.
    public static func isValidLocale(_ locale: String) -> Bool {
        guard let first = locale.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII,
            locale.utf8.count <= maxLocaleLength
        else { return false }
        return locale.utf8.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
    }
}
