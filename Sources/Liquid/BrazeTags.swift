extension TemplateParser {
    /// Parses Braze's tags (`abort_message`, `connected_content`); any other name is an unknown tag.
    func brazeTag(_ name: String, _ markup: String, _ position: SourcePosition) throws(LiquidError) -> Node {
        switch name {
        case "abort_message": return try abortMessage(markup, position)
        case "connected_content": return try connectedContent(markup, position)
        default:
            let stray = name.hasPrefix("end") || ["else", "elsif", "when"].contains(name)
            throw LiquidError(message: stray ? "unexpected tag '\(name)'" : "unknown tag '\(name)'", at: position)
        }
    }

    private func abortMessage(_ markup: String, _ position: SourcePosition) throws(LiquidError) -> Node {
        let reason = try Self.expression(markup, at: position) { parser throws(ExpressionSyntaxError) -> Expression? in
            guard !parser.atEnd else { return nil }
            guard parser.accept(.leftParen) else { throw ExpressionSyntaxError("expected abort_message('reason')") }
            if parser.accept(.rightParen) {
                try parser.expectEnd()
                return nil
            }
            let reason = try parser.expression()
            guard parser.accept(.rightParen) else { throw ExpressionSyntaxError("expected ')' after the abort reason") }
            try parser.expectEnd()
            return reason
        }
        return .abort(reason, position)
    }

    /// `connected_content URL :save name :method post …`: the URL is Liquid; only `:save` matters offline.
    private func connectedContent(_ markup: String, _ position: SourcePosition) throws(LiquidError) -> Node {
        var urlEnd = markup.startIndex
        var braces = 0
        while urlEnd < markup.endIndex {
            let char = markup[urlEnd]
            if char == "{" { braces += 1 } else if char == "}" { braces = max(0, braces - 1) } else if char.isWhitespace && braces == 0 { break }
            urlEnd = markup.index(after: urlEnd)
        }
        let url = String(markup[..<urlEnd])
        guard !url.isEmpty else { throw LiquidError(message: "connected_content needs a URL", at: position) }
        let options = markup[urlEnd...].split(whereSeparator: \.isWhitespace)
        var saveAs: String?
        if let save = options.firstIndex(of: ":save") {
            guard save + 1 < options.count, !options[save + 1].hasPrefix(":") else {
                throw LiquidError(message: "connected_content ':save' needs a variable name", at: position)
            }
            saveAs = String(options[save + 1])
        }
        var parser = TemplateParser(tokens: try TemplateLexer.tokenize(url), maxDepth: 1)
        return .connectedContent(ConnectedContentNode(url: try parser.document(depth: 0), saveAs: saveAs, position: position))
    }
}
