extension Renderer {
    /// Renders `translation id`: the active table's text for the id, itself Liquid rendered in
    /// this context; else the default text (noting the id when a table is active).
    func renderTranslation(_ node: TranslationNode) throws(RenderInterrupt) -> Flow {
        position = node.position
        guard let table = context.translation else { return try render(node.body) }
        guard let text = table.texts[node.id] else {
            if !untranslated.contains(node.id) { untranslated.append(node.id) }
            return try render(node.body)
        }
        let source = "the '\(table.locale)' text of translation '\(node.id)'"
        let parsed: ParsedTemplate
        do {
            parsed = try TemplateCache.parsed(text, maxDepth: limits.maxDepth)
        } catch {
            throw failure("in \(source): \(error.description)")
        }
        if let nested = parsed.translations.first {
            throw failure(
                "in \(source): translation tags cannot be nested ('translation \(nested.id)' at line \(nested.line), column \(nested.column))"
            )
        }
        defer { position = node.position }
        do {
            return try render(parsed.nodes)
        } catch .failure(let error) {
            throw .failure(LiquidError(message: "in \(source): \(error.description)", at: node.position))
        }
    }
}
