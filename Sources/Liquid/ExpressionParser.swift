/// Parses expression markup: values with filters, conditions, and the pieces tags need.
struct ExpressionParser {
    private var tokens: [ExpressionToken]
    /// The scalar offset in the markup where each token starts.
    private var offsets: [Int]
    private var index = 0
    private var depth = 0

    /// A parser over `markup`.
    init(_ markup: String) throws(ExpressionSyntaxError) {
        (tokens, offsets) = try ExpressionLexer.tokenize(markup)
    }

    /// The current token.
    var current: ExpressionToken { tokens[index] }

    /// True when every token was consumed.
    var atEnd: Bool { current == .end }

    /// Moves past the current token and returns it.
    @discardableResult
    mutating func advance() -> ExpressionToken {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    /// Consumes `token` when it is next.
    mutating func accept(_ token: ExpressionToken) -> Bool {
        guard current == token else { return false }
        advance()
        return true
    }

    /// Consumes the identifier `word` when it is next.
    mutating func acceptWord(_ word: String) -> Bool { accept(.identifier(word)) }

    /// Fails unless every token was consumed.
    func expectEnd() throws(ExpressionSyntaxError) {
        guard atEnd else { throw ExpressionSyntaxError("unexpected \(Self.describe(current))", offset: offsets[index]) }
    }

    /// Consumes an identifier and returns it.
    mutating func identifier() throws(ExpressionSyntaxError) -> String {
        guard case .identifier(let name) = current else {
            throw ExpressionSyntaxError("expected a name, found \(Self.describe(current))", offset: offsets[index])
        }
        advance()
        return name
    }

    /// A whole filtered expression that must use all the markup.
    mutating func filteredToEnd() throws(ExpressionSyntaxError) -> FilteredExpression {
        let result = try filtered()
        try expectEnd()
        return result
    }

    /// `expression | filter: args …`.
    mutating func filtered() throws(ExpressionSyntaxError) -> FilteredExpression {
        let value = try expression()
        var filters: [FilterCall] = []
        while accept(.pipe) {
            let nameOffset = offsets[index]
            let name = try identifier()
            guard let filter = Filters.all[name] else { throw ExpressionSyntaxError("unknown filter '\(name)'", offset: nameOffset) }
            var arguments: [Expression] = []
            var keywords: [(String, Expression)] = []
            if accept(.colon) {
                repeat {
                    if case .identifier(let key) = current, tokens[index + 1] == .colon {
                        advance()
                        advance()
                        keywords.append((key, try expression()))
                    } else {
                        arguments.append(try expression())
                    }
                } while accept(.comma)
            }
            guard filter.arity.contains(arguments.count) else {
                throw ExpressionSyntaxError(
                    "filter '\(name)' takes \(filter.arity.lowerBound)…\(filter.arity.upperBound) arguments, got \(arguments.count)",
                    offset: nameOffset
                )
            }
            filters.append(FilterCall(name: name, filter: filter, arguments: arguments, keywordArguments: keywords))
        }
        return FilteredExpression(expression: value, filters: filters)
    }

    /// A single value: literal, range or variable path.
    mutating func expression() throws(ExpressionSyntaxError) -> Expression {
        depth += 1
        defer { depth -= 1 }
        guard depth <= 50 else { throw ExpressionSyntaxError("expression nested too deeply") }
        switch advance() {
        case .string(let text): return .literal(.string(text))
        case .integer(let number): return .literal(.integer(number))
        case .float(let number): return .literal(.float(number))
        case .leftParen:
            let start = try expression()
            guard accept(.dotDot) else { throw ExpressionSyntaxError("expected '..' in range") }
            let end = try expression()
            guard accept(.rightParen) else { throw ExpressionSyntaxError("expected ')' after range") }
            return .range(start, end)
        case .identifier(let name):
            if current != .dot && current != .leftBracket {
                switch name {
                case "true": return .literal(.bool(true))
                case "false": return .literal(.bool(false))
                case "nil", "null": return .literal(.null)
                case "empty": return .empty
                case "blank": return .blank
                default: break
                }
            }
            return try path(from: .name(name))
        case .attribute(let name): return try path(from: .attribute(name))
        case .leftBracket:
            let key = try expression()
            guard accept(.rightBracket) else { throw ExpressionSyntaxError("expected ']'") }
            return try path(from: .computed(key))
        case let token: throw ExpressionSyntaxError("unexpected \(Self.describe(token))")
        }
    }

    private mutating func path(from root: PathRoot) throws(ExpressionSyntaxError) -> Expression {
        var segments: [PathSegment] = []
        while true {
            if accept(.dot) {
                switch advance() {
                case .identifier(let key): segments.append(.key(key))
                case .attribute(let key): segments.append(.key(key))
                case let token: throw ExpressionSyntaxError("unexpected \(Self.describe(token)) after '.'")
                }
            } else if accept(.leftBracket) {
                segments.append(.index(try expression()))
                guard accept(.rightBracket) else { throw ExpressionSyntaxError("expected ']'") }
            } else {
                break
            }
        }
        if case .name("content_blocks") = root, segments.count == 1, case .key(let block) = segments[0] {
            return .contentBlock(block)
        }
        return .variable(root: root, segments: segments)
    }

    /// `a == b and c contains d or e`, using all the markup.
    mutating func condition() throws(ExpressionSyntaxError) -> Condition {
        var comparisons: [Comparison] = []
        var joiners: [Bool] = []
        while true {
            let left = try expression()
            var comparison = Comparison(left: left, comparator: nil, right: nil)
            if case .comparison(let op) = current {
                advance()
                comparison.comparator = op
                comparison.right = try expression()
            } else if acceptWord("contains") {
                comparison.comparator = "contains"
                comparison.right = try expression()
            }
            comparisons.append(comparison)
            if acceptWord("and") {
                joiners.append(true)
            } else if acceptWord("or") {
                joiners.append(false)
            } else {
                break
            }
        }
        try expectEnd()
        return Condition(comparisons: comparisons, joiners: joiners)
    }

    /// A short description of a token for error messages.
    static func describe(_ token: ExpressionToken) -> String {
        switch token {
        case .identifier(let name): "'\(name)'"
        case .attribute(let name): "'${\(name)}'"
        case .string(let text): "string '\(text)'"
        case .integer(let number): "number \(number)"
        case .float(let number): "number \(number)"
        case .end: "end of markup"
        case .comparison(let op): "'\(op)'"
        default: "'\(token)'"
        }
    }
}
