public import Liquid

/// Which locale a message is rendered in and which texts its translation tags get: the one place
/// both are decided, for previews, the command line and sessions alike.
public enum Localisation {
    /// The locale chosen: `option` (the preview's `locale=`, the command line's `--locale`);
    /// else the profile's `most_recent_locale`; else its `language` and a two-letter `country`
    /// (`pt` and `BR` give `pt_BR`); else its `language`; nil when none is set (default texts).
    public static func locale(option: String?, user: UserProfile?) -> String? {
        if let option = nonEmpty(option) { return option }
        guard let attributes = user?.attributes else { return nil }
        if let recent = nonEmpty(attributes["most_recent_locale"]?.stringValue) { return recent }
        guard let language = nonEmpty(attributes["language"]?.stringValue) else { return nil }
        if let country = nonEmpty(attributes["country"]?.stringValue), country.count == 2, country.allSatisfy(\.isLetter) {
            return language + "_" + country.uppercased()
        }
        return language
    }

    /// The locales tried for `locale`, most specific first: `pt_BR` gives `pt_BR`, `pt`
    /// (`-` separates like `_`, so `zh-Hant-TW` gives `zh-Hant-TW`, `zh-Hant`, `zh`).
    public static func fallbacks(of locale: String) -> [String] {
        var chain = [locale]
        var current = Substring(locale)
        while let cut = current.lastIndex(where: { $0 == "_" || $0 == "-" }), cut > current.startIndex {
            current = current[..<cut]
            chain.append(String(current))
        }
        return chain
    }

    /// The texts `locale` gets from `table`: for each id, the text of the first locale of
    /// `fallbacks(of:)` that has one, locale names matched without regard to case or to `-`
    /// against `_`. An id no locale of the chain has renders its default text.
    ///
    /// One pass over the table picks out the chain's locales (the engine builds this on every
    /// trigger); only their texts are merged.
    public static func translation(_ locale: String, in table: TranslationTable) -> LiquidTranslation {
        let chain = fallbacks(of: locale).map(key)
        var found = [[String: String]?](repeating: nil, count: chain.count)
        for (name, texts) in table.texts {
            guard let rank = chain.firstIndex(of: key(name)), found[rank] == nil else { continue }
            found[rank] = texts
        }
        var texts: [String: String]?
        for case let next? in found.reversed() {
            texts = texts.map { $0.merging(next) { _, specific in specific } } ?? next
        }
        return LiquidTranslation(locale: locale, texts: texts ?? [:])
    }

    /// The languages written right to left: Arabic, Hebrew, Persian and Urdu.
    private static let rightToLeftLanguages: Set<String> = ["ar", "he", "fa", "ur"]

    /// Whether messages in `locale` render mirrored (right to left): its language, the part
    /// before the first `_` or `-`, compared without case, is `ar`, `he`, `fa` or `ur`, so
    /// `ar_EG` and `he-IL` are right to left too; nil (no locale) is left to right.
    public static func isRightToLeft(_ locale: String?) -> Bool {
        guard let locale else { return false }
        let language = locale.prefix { $0 != "_" && $0 != "-" }.lowercased()
        return rightToLeftLanguages.contains(language)
    }

    /// `locale` as an HTML `lang` value (a BCP 47 tag): `pt_BR` gives `pt-BR`.
    public static func languageTag(_ locale: String) -> String {
        String(locale.map { $0 == "_" ? "-" : $0 })
    }

    /// A locale name compared without case, `-` read as `_`.
    /// `locale` as locale names are compared: lowercased, `-` read as `_` (`pt-BR` and `pt_br`
    /// are one locale).
    public static func key(_ locale: String) -> String {
        String(locale.lowercased().map { $0 == "-" ? "_" : $0 })
    }

    /// `text` without surrounding whitespace, nil when nothing is left.
    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, let start = text.firstIndex(where: { !$0.isWhitespace }), let end = text.lastIndex(where: { !$0.isWhitespace }) else {
            return nil
        }
        return String(text[start...end])
    }
}
