/// File names made from user text (campaign ids, user ids): for downloads' `Content-Disposition`
/// and for `vitrine snapshot`'s folders.
public enum SafeFileName {
    /// `name` with ASCII letters, digits, `-`, `_` and `.` kept and anything else as `_`; a
    /// leading dot (a hidden file, or `..`) and an empty name are prefixed with `_`.
    public static func part(_ name: String) -> String {
        let kept = String(
            name.unicodeScalars.map { scalar -> Character in
                let character = Character(scalar)
                return scalar.isASCII && (character.isLetter || character.isNumber || "-_.".contains(character)) ? character : "_"
            }
        )
        return kept.hasPrefix(".") || kept.isEmpty ? "_" + kept : kept
    }

    /// The download name of one campaign's export: `vitrine-<id>.json`.
    public static func export(_ id: String) -> String { "vitrine-\(part(id)).json" }

    /// The download name of one campaign's translations: `vitrine-<id>-translations.csv`.
    public static func translations(_ id: String) -> String { "vitrine-\(part(id))-translations.csv" }
}
