import Foundation

/// Font Awesome 4.7's icon names, so a form can show an icon as `bullhorn` rather than as the
/// private-use character (U+F0A1) that no text font draws, and take it back by name or by code.
///
/// The names are read from the style sheet of Debian's `fonts-font-awesome`, the package the icon
/// font itself comes from (`IconFont`): `.fa-bullhorn:before { content: "\f0a1"; }`. Without the
/// package no name is known, and icons are shown and taken as codes (`U+F0A1`).
public struct IconGlyphs: Sendable {
    /// Where Debian installs the style sheet.
    static let styleSheetPath = "/usr/share/fonts-font-awesome/css/font-awesome.css"

    /// The names of the installed Font Awesome, read once.
    public static let installed = IconGlyphs(styleSheet: (try? String(contentsOfFile: styleSheetPath, encoding: .utf8)) ?? "")

    /// Each name (without `fa-`) and the character it draws, aliases included.
    let scalarsByName: [String: Unicode.Scalar]
    /// Each character and the name it is shown as: the last of a rule's names, Font Awesome's own
    /// (`.fa-remove:before, .fa-close:before, .fa-times:before` is `times`).
    let namesByScalar: [Unicode.Scalar: String]

    /// Reads the names from a Font Awesome style sheet's `.fa-NAME:before { content: "\XXXX"; }` rules.
    public init(styleSheet: String) {
        var scalarsByName: [String: Unicode.Scalar] = [:]
        var namesByScalar: [Unicode.Scalar: String] = [:]
        for rule in styleSheet.split(separator: "}") {
            guard let brace = rule.firstIndex(of: "{"),
                let code = Self.contentCode(rule[rule.index(after: brace)...]),
                let scalar = Unicode.Scalar(code)
            else { continue }
            let names = rule[..<brace].split(separator: ",").compactMap { selector -> String? in
                let trimmed = selector.trimmingCharacters(in: .whitespacesAndNewlines)
                guard trimmed.hasPrefix(".fa-"), trimmed.hasSuffix(":before") else { return nil }
                return String(trimmed.dropFirst(4).dropLast(7))
            }
            guard let shown = names.last else { continue }
            for name in names { scalarsByName[name] = scalar }
            namesByScalar[scalar] = shown
        }
        self.scalarsByName = scalarsByName
        self.namesByScalar = namesByScalar
    }

    /// The text a form shows for a stored glyph: its name when known, its code when it is one
    /// private-use character, else the text as stored.
    public func fieldText(for glyph: String) -> String {
        guard glyph.unicodeScalars.count == 1, let scalar = glyph.unicodeScalars.first else { return glyph }
        if let name = namesByScalar[scalar] { return name }
        return (0xE000...0xF8FF).contains(scalar.value) ? "U+" + String(scalar.value, radix: 16, uppercase: true) : glyph
    }

    /// The glyph a form's text stands for: a name (`bullhorn`, `fa-bullhorn`), a code (`U+F0A1`,
    /// `\uf0a1`, `&#xf0a1;`) or the character itself; nil for an empty text. Throws a sentence
    /// for the user when the text is none of these.
    public func glyph(fromFieldText text: String) throws(IconGlyphProblem) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return nil }
        if trimmed.count == 1 { return trimmed }
        if let code = Self.code(trimmed), let scalar = Unicode.Scalar(code) { return String(Character(scalar)) }
        var name = trimmed.lowercased()
        if name.hasPrefix("fa-") { name.removeFirst(3) }
        if let scalar = scalarsByName[name] { return String(Character(scalar)) }
        if scalarsByName.isEmpty {
            throw IconGlyphProblem(
                message: "Enter the icon as a code such as U+F0A1 (icon names need Debian's fonts-font-awesome on the server)."
            )
        }
        throw IconGlyphProblem(
            message: "Font Awesome 4.7 has no icon named “\(trimmed.prefix(40))”: enter a name such as bullhorn or a code such as U+F0A1."
        )
    }

    /// The hexadecimal number in `U+F0A1`, `\uf0a1` or `&#xf0a1;`.
    private static func code(_ text: String) -> UInt32? {
        let lowered = text.lowercased()
        for (prefix, suffix) in [("u+", ""), ("\\u", ""), ("&#x", ";")] where lowered.hasPrefix(prefix) && lowered.hasSuffix(suffix) {
            let digits = lowered.dropFirst(prefix.count).dropLast(suffix.count)
            guard (1...6).contains(digits.count) else { return nil }
            return UInt32(digits, radix: 16)
        }
        return nil
    }

    /// The code in a rule body's `content: "\f0a1"`.
    private static func contentCode(_ body: Substring) -> UInt32? {
        guard let content = body.range(of: "content:") else { return nil }
        let value = body[content.upperBound...].drop { $0 == " " || $0 == "\"" || $0 == "'" || $0 == "\\" }
        return UInt32(value.prefix { $0.isHexDigit }, radix: 16)
    }
}

/// Why a form's icon text names no glyph, as a sentence for the user.
public struct IconGlyphProblem: Error, Sendable {
    /// The sentence.
    public let message: String
}
