import InAppMessaging
import Liquid

extension CampaignForm {
    /// The most translation rows a posted form keeps.
    static let translationRowLimit = 500

    /// One row of the translations table: a translation id, its default text and whether the
    /// message still uses it (a row the message no longer uses stays while it has texts).
    struct TranslationRow: Sendable, Hashable {
        var id: String
        var defaultText: String
        var inMessage: Bool
    }

    /// Fills the table from a stored campaign's translations.
    mutating func fillTranslations(_ table: TranslationTable) {
        translationsPresent = true
        locales = table.locales
        translations = table.texts
    }

    /// Reads the table's fields: `translation_locale` (a column each), `translation_id` (a row
    /// each), the cells `translation_<column>_<row>` and `new_locale`; absent without
    /// `translations_present`.
    mutating func readTranslations(posted form: FormData) {
        newLocale = form.text("new_locale")
        guard form["translations_present"] != nil else { return }
        translationsPresent = true
        locales = Array(form.values("translation_locale").prefix(TranslationTable.maxLocales))
        let translationIDs = Array(form.values("translation_id").prefix(Self.translationRowLimit))
        for (column, locale) in locales.enumerated() {
            var texts = translations[locale] ?? [:]
            for (row, id) in translationIDs.enumerated() {
                if let text = form["translation_\(column)_\(row)"], !text.isEmpty { texts[id] = text }
            }
            translations[locale] = texts
        }
    }

    /// The rows to show: the ids of `message` in order (with their default texts), then ids only
    /// the table has texts for, sorted.
    func translationRows(for message: InAppMessage?) -> [TranslationRow] {
        let used = message?.translationIDs ?? []
        let usedIDs = Set(used.map(\.id))
        let kept = Set(translations.values.flatMap { $0.filter { !$0.value.isEmpty }.keys }).subtracting(usedIDs).sorted()
        return used.map { TranslationRow(id: $0.id, defaultText: $0.defaultText, inMessage: true) }
            + kept.map { TranslationRow(id: $0, defaultText: "", inMessage: false) }
    }

    /// The table the form describes, or `base` when the form has none; bad locales and ids (only
    /// a tampered form has them) are errors on `translations`.
    func buildTranslations(base: TranslationTable, errors: inout FormErrors) -> TranslationTable {
        guard translationsPresent else { return base }
        var table: [String: [String: String]] = [:]
        for locale in locales {
            guard TranslationTable.isValidLocale(locale), table[locale] == nil else {
                errors.add("translations", "Locale \"\(locale.prefix(40))\" is not a locale name or appears twice.")
                continue
            }
            table[locale] = (translations[locale] ?? [:]).filter { !$0.value.isEmpty }
        }
        if let bad = table.values.flatMap(\.keys).first(where: { !TranslationTag.isValidID($0) }) {
            errors.add("translations", "\"\(bad.prefix(40))\" is not a translation id.")
        }
        return TranslationTable(table)
    }

    /// Adds the locale typed in `new_locale` as an empty column; a bad or repeated name is
    /// reported in `newLocaleError` and nothing is added.
    mutating func addLocale() {
        let locale = newLocale
        if !TranslationTable.isValidLocale(locale) {
            newLocaleError = "Enter a locale such as fr or pt_BR: letters, digits, _ and -, starting with a letter."
        } else if locales.contains(locale) {
            newLocaleError = "The table already has \(locale)."
        } else if locales.count >= TranslationTable.maxLocales {
            newLocaleError = "A campaign has at most \(TranslationTable.maxLocales) locales."
        } else {
            translationsPresent = true
            locales.append(locale)
            translations[locale] = translations[locale] ?? [:]
            newLocale = ""
            newLocaleError = ""
        }
    }

    /// Removes the locale column at `index` and its texts.
    mutating func removeLocale(at index: Int) -> Bool {
        guard locales.indices.contains(index) else { return false }
        translations[locales.remove(at: index)] = nil
        return true
    }
}
