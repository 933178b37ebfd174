import InAppMessaging

/// The editor's translations table: a row per translation id, a column per locale, every value
/// a string the template escapes.
struct TranslationTableView: Sendable {
    /// One locale column and the button that removes it.
    struct Column: Sendable {
        /// The locale (a validated name).
        let locale: String
        /// The `op` value of its remove button.
        let removeOperation: String
    }

    /// One text cell: its field name, its text, and a label naming the id and locale.
    struct Cell: Sendable {
        /// The field name, `translation_<column>_<row>`.
        let name: String
        /// The text as typed or stored.
        let value: String
        /// The accessible label, "<id> in <locale>".
        let label: String
    }

    /// One translation id: its default text, whether the message uses it, and a cell per locale.
    struct Row: Sendable {
        /// The translation id.
        let id: String
        /// The tag's default text (empty for an id the message no longer uses).
        let defaultText: String
        /// True when the message no longer uses the id (the row stays while it has texts).
        let unused: Bool
        /// A cell per locale column.
        let cells: [Cell]
    }

    /// The locale columns, in the form's order.
    let columns: [Column]
    /// The id rows: the message's, then ids only the table has.
    let rows: [Row]
    /// False when the message has no translation tag and the table no text.
    let hasRows: Bool
    /// The field that names a locale to add.
    let newLocale: FieldView
    /// A problem with the table itself (a tampered locale or id).
    let error: String?
    /// A refused CSV upload: its line and reason.
    let csvError: String?
    /// The CSV download (nil for a new campaign).
    let downloadURL: String?
    /// Where the CSV upload form posts (nil for a new campaign).
    let uploadURL: String?

    /// The table of `form`, its rows from `message` (the form's message as it stands).
    init(form: CampaignForm, message: InAppMessage?, errors: FormErrors, paths: Paths, isNew: Bool) {
        columns = form.locales.enumerated().map { Column(locale: $0.element, removeOperation: "remove-locale:\($0.offset)") }
        rows = form.translationRows(for: message).enumerated().map { row, entry in
            Row(
                id: entry.id,
                defaultText: entry.defaultText,
                unused: !entry.inMessage,
                cells: form.locales.enumerated().map { column, locale in
                    Cell(
                        name: "translation_\(column)_\(row)",
                        value: form.translations[locale]?[entry.id] ?? "",
                        label: "\(entry.id) in \(locale)"
                    )
                }
            )
        }
        hasRows = !rows.isEmpty
        var localeErrors = errors
        if !form.newLocaleError.isEmpty { localeErrors.add("new_locale", form.newLocaleError) }
        newLocale = FieldView("new_locale", "New locale", form.newLocale, errors: localeErrors, hint: "fr, pt_BR, ja, ar…")
        error = errors["translations"]
        csvError = errors["translations_csv"]
        downloadURL = isNew ? nil : paths.campaignTranslationsCSV(form.id)
        uploadURL = isNew ? nil : paths.campaignTranslations(form.id)
    }
}
