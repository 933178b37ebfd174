extension TemplateParser {
    /// An assignment target: a name (letters, digits, `_`, `-`), not ending in `?`.
    static func target(_ parser: inout ExpressionParser) throws(ExpressionSyntaxError) -> String {
        let name: String
        switch parser.advance() {
        case .identifier(let word): name = word
        case .integer(let number): name = String(number)
        case let token: throw ExpressionSyntaxError("expected a variable name, found \(ExpressionParser.describe(token))")
        }
        guard !name.hasSuffix("?") else { throw ExpressionSyntaxError("invalid variable name '\(name)'") }
        try parser.expectEnd()
        return name
    }

    /// Parses `assign name = value | filters`.
    func assign(_ markup: String, _ position: SourcePosition) throws(LiquidError) -> Node {
        guard let equals = markup.firstIndex(of: "=") else { throw LiquidError(message: "assign needs 'name = value'", at: position) }
        let target = try Self.expression(String(markup[..<equals]), at: position) { parser throws(ExpressionSyntaxError) in
            try Self.target(&parser)
        }
        let valueStart = markup.index(after: equals)
        let valuePosition = position.skipping(markup.unicodeScalars.distance(from: markup.startIndex, to: valueStart), of: markup)
        let value = try Self.expression(String(markup[valueStart...]), at: valuePosition) { parser throws(ExpressionSyntaxError) in
            try parser.filteredToEnd()
        }
        return .assign(target, value, position)
    }

    /// Parses `variable in collection` and the loop parameters (`limit:`, `offset:`, `cols:`, `reversed`).
    static func loopHeader(_ parser: inout ExpressionParser, position: SourcePosition) throws(ExpressionSyntaxError) -> LoopNode {
        let variable = try parser.identifier()
        guard parser.acceptWord("in") else { throw ExpressionSyntaxError("expected 'in' in loop") }
        let collection = try parser.expression()
        var loop = LoopNode(
            variable: variable,
            collection: collection,
            name: "",
            limit: nil,
            offset: nil,
            offsetContinues: false,
            reversed: false,
            columns: nil,
            readsLoopObject: true,
            body: [],
            elseBody: [],
            position: position
        )
        loop.name = variable + "-" + collection.sourceText
        while !parser.atEnd {
            if parser.accept(.comma) { continue }
            let word = try parser.identifier()
            if word == "reversed" {
                loop.reversed = true
                continue
            }
            guard parser.accept(.colon) else { throw ExpressionSyntaxError("expected ':' after '\(word)'") }
            switch word {
            case "limit": loop.limit = try parser.expression()
            case "offset":
                if parser.acceptWord("continue") { loop.offsetContinues = true } else { loop.offset = try parser.expression() }
            case "cols": loop.columns = try parser.expression()
            default: throw ExpressionSyntaxError("unknown loop parameter '\(word)'")
            }
        }
        return loop
    }

    /// Parses `cycle [group:] value, value, …`.
    func cycle(_ markup: String, _ position: SourcePosition) throws(LiquidError) -> Node {
        try Self.expression(markup, at: position) { parser throws(ExpressionSyntaxError) in
            var group: Expression?
            var values = [try parser.expression()]
            if parser.accept(.colon) {
                group = values[0]
                values = [try parser.expression()]
            }
            while parser.accept(.comma) { values.append(try parser.expression()) }
            try parser.expectEnd()
            return .cycle(group: group, key: markup, values: values, position)
        }
    }
}
