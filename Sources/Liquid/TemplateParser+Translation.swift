extension TemplateParser {
    /// Parses `translation id` … `endtranslation`: the body is the default text. A nested
    /// translation tag, a bad or missing id, and an id whose default differs from an earlier tag
    /// with the same id are errors at the tag.
    mutating func translation(_ markup: String, _ position: SourcePosition, depth: Int) throws(LiquidError) -> Node {
        if let outer = openTranslation {
            throw LiquidError(
                message: "translation tags cannot be nested: this one is inside 'translation \(outer.id)' "
                    + "(line \(outer.line), column \(outer.column))",
                at: position
            )
        }
        let id = String(markup[...].trimmingWhitespace())
        guard !id.isEmpty else { throw LiquidError(message: "translation needs an id: {% translation greeting %}", at: position) }
        guard TranslationTag.isValidID(id) else {
            throw LiquidError(message: "translation id '\(id.prefix(80))' is not 1–64 letters, digits, '_' and '-'", at: position)
        }
        openTranslation = TranslationTag(id: id, defaultText: "", line: position.line, column: position.column)
        let bodyStart = index
        let (body, _) = try block("translation", until: ["endtranslation"], at: position, depth: depth)
        openTranslation = nil
        let tag = TranslationTag(
            id: id,
            defaultText: Self.source(of: tokens[bodyStart..<(index - 1)]),
            line: position.line,
            column: position.column
        )
        if let earlier = translationTags.first(where: { $0.id == id && $0.defaultText != tag.defaultText }) {
            throw LiquidError(
                message: "translation '\(id)' is used twice with different default texts "
                    + "(first at line \(earlier.line), column \(earlier.column))",
                at: position
            )
        }
        translationTags.append(tag)
        return .translation(TranslationNode(id: id, body: body, position: position))
    }

    /// The source of `tokens` written back: text as it is, outputs as `{{ … }}`, tags as `{% … %}`.
    static func source(of tokens: ArraySlice<TemplateToken>) -> String {
        tokens.map { token in
            switch token {
            case .text(let text): text
            case .output(let markup, _): "{{" + markup + "}}"
            case .tag(let name, let markup, _): "{% " + name + (markup.isEmpty ? "" : " " + markup) + " %}"
            }
        }.joined()
    }
}
