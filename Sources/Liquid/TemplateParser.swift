/// Builds the node tree from template tokens, one block per nesting level (bounded by `maxDepth`).
struct TemplateParser {
    let tokens: [TemplateToken]
    private(set) var index = 0
    private let maxDepth: Int
    /// Every translation tag parsed so far, in source order.
    var translationTags: [TranslationTag] = []
    /// The translation tag whose default text is being parsed, if any (tags do not nest).
    var openTranslation: TranslationTag?

    /// The tag that closed a block body.
    struct Terminator {
        var name: String
        var markup: String
        var position: SourcePosition
    }

    /// A parser over `tokens`.
    init(tokens: [TemplateToken], maxDepth: Int) {
        self.tokens = tokens
        self.maxDepth = maxDepth
    }

    /// Parses a whole document.
    static func parse(_ source: String, maxDepth: Int) throws(LiquidError) -> ParsedTemplate {
        var parser = TemplateParser(tokens: try TemplateLexer.tokenize(source), maxDepth: maxDepth)
        let nodes = try parser.document(depth: 0)
        return ParsedTemplate(nodes: nodes, translations: parser.translationTags)
    }

    /// Parses all tokens; a stray block terminator is an error.
    mutating func document(depth: Int) throws(LiquidError) -> [Node] {
        let (nodes, terminator) = try body(until: [], depth: depth)
        if let terminator { throw LiquidError(message: "unexpected tag '\(terminator.name)'", at: terminator.position) }
        return nodes
    }

    /// Parses nodes until one of `terminators` (returned) or the end of input (nil).
    mutating func body(until terminators: Set<String>, depth: Int) throws(LiquidError) -> ([Node], Terminator?) {
        var nodes: [Node] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            switch token {
            case .text(let text): nodes.append(.text(text))
            case .output(let markup, let position):
                nodes.append(
                    .output(
                        try Self.expression(markup, at: position) { parser throws(ExpressionSyntaxError) in try parser.filteredToEnd() },
                        position
                    )
                )
            case .tag(let name, let markup, let position):
                if terminators.contains(name) { return (nodes, Terminator(name: name, markup: markup, position: position)) }
                if let node = try tag(name, markup, position, depth: depth) { nodes.append(node.strippingBlankText()) }
            }
        }
        return (nodes, nil)
    }

    /// Parses a block body that must end with one of `terminators`; blank bodies lose their whitespace.
    mutating func block(
        _ opener: String,
        until terminators: Set<String>,
        at position: SourcePosition,
        depth: Int
    ) throws(LiquidError) -> ([Node], Terminator) {
        guard depth < maxDepth else { throw LiquidError(message: "blocks nested too deeply (limit \(maxDepth))", at: position) }
        let (nodes, terminator) = try body(until: terminators, depth: depth + 1)
        guard let terminator else { throw LiquidError(message: "'\(opener)' tag was never closed", at: position) }
        return (nodes, terminator)
    }

    /// Runs an expression parser over markup, turning syntax errors into positioned errors.
    static func expression<T>(
        _ markup: String,
        at position: SourcePosition,
        _ body: (inout ExpressionParser) throws(ExpressionSyntaxError) -> T
    ) throws(LiquidError) -> T {
        do {
            var parser = try ExpressionParser(markup)
            return try body(&parser)
        } catch {
            throw LiquidError(message: error.message, at: error.offset.map { position.inside(markup, offset: $0) } ?? position)
        }
    }

    private mutating func tag(_ name: String, _ markup: String, _ position: SourcePosition, depth: Int) throws(LiquidError) -> Node? {
        switch name {
        case "if", "unless": return try conditional(name, markup, position, depth: depth)
        case "case": return try caseTag(markup, position, depth: depth)
        case "for", "tablerow": return try loop(name, markup, position, depth: depth)
        case "assign": return try assign(markup, position)
        case "capture":
            let target = try Self.expression(markup, at: position) { parser throws(ExpressionSyntaxError) in try Self.target(&parser) }
            let (nodes, _) = try block(name, until: ["endcapture"], at: position, depth: depth)
            return .capture(target, nodes)
        case "echo":
            if markup.isEmpty { return nil }
            let expression = try Self.expression(markup, at: position) { parser throws(ExpressionSyntaxError) in try parser.filteredToEnd() }
            return .output(expression, position)
        case "comment":
            try skipComment(at: position)
            return nil
        case "raw", "doc": return try rawBody(name, markup, position)
        case "#":
            let lines = markup.split(whereSeparator: \.isNewline).dropFirst()
            if lines.contains(where: { !$0.trimmingWhitespace().isEmpty && !$0.trimmingWhitespace().hasPrefix("#") }) {
                throw LiquidError(message: "every line of an inline comment must start with '#'", at: position)
            }
            return nil
        case "liquid": return try liquidTag(markup, position, depth: depth)
        case "increment", "decrement":
            let counter = try Self.expression(markup, at: position) { parser throws(ExpressionSyntaxError) in try Self.target(&parser) }
            return .counter(counter, step: name == "increment" ? 1 : -1)
        case "break", "continue": return .loopControl(isBreak: name == "break")
        case "cycle": return try cycle(markup, position)
        case "ifchanged":
            let (nodes, _) = try block(name, until: ["endifchanged"], at: position, depth: depth)
            return .ifchanged(nodes)
        case "translation": return try translation(markup, position, depth: depth)
        default: return try brazeTag(name, markup, position)
        }
    }

    private mutating func conditional(_ name: String, _ markup: String, _ position: SourcePosition, depth: Int) throws(LiquidError) -> Node {
        let end = "end" + name
        var branches: [ConditionalBranch] = []
        var condition: Condition? = try Self.expression(markup, at: position) { parser throws(ExpressionSyntaxError) in try parser.condition() }
        var negated = name == "unless"
        var collecting = true
        while true {
            let (nodes, terminator) = try block(name, until: ["elsif", "else", end], at: position, depth: depth)
            if collecting { branches.append(ConditionalBranch(condition: condition, negated: negated, body: nodes)) }
            if condition == nil { collecting = false }
            switch terminator.name {
            case "elsif" where collecting:
                condition = try Self.expression(terminator.markup, at: terminator.position) { parser throws(ExpressionSyntaxError) in
                    try parser.condition()
                }
                negated = false
            case "else", "elsif":
                condition = nil
            default:
                return .conditional(branches, position)
            }
        }
    }

    private mutating func caseTag(_ markup: String, _ position: SourcePosition, depth: Int) throws(LiquidError) -> Node {
        let subject = try Self.expression(markup, at: position) { parser throws(ExpressionSyntaxError) in
            let value = try parser.expression()
            try parser.expectEnd()
            return value
        }
        var branches: [CaseBranch] = []
        var (_, terminator) = try block("case", until: ["when", "else", "endcase"], at: position, depth: depth)
        while terminator.name != "endcase" {
            var values: [Expression]?
            if terminator.name == "when" {
                values = try Self.expression(terminator.markup, at: terminator.position) { parser throws(ExpressionSyntaxError) in
                    var list = [try parser.expression()]
                    while parser.accept(.comma) || parser.acceptWord("or") { list.append(try parser.expression()) }
                    try parser.expectEnd()
                    return list
                }
            }
            let (nodes, next) = try block("case", until: ["when", "else", "endcase"], at: position, depth: depth)
            branches.append(CaseBranch(values: values, body: nodes))
            terminator = next
        }
        return .caseBlock(subject, branches, position)
    }

    private mutating func loop(_ name: String, _ markup: String, _ position: SourcePosition, depth: Int) throws(LiquidError) -> Node {
        var loop = try Self.expression(markup, at: position) { parser throws(ExpressionSyntaxError) in
            try Self.loopHeader(&parser, position: position)
        }
        let end = "end" + name
        let bodyStart = index
        let (nodes, terminator) = try block(name, until: name == "for" ? ["else", end] : [end], at: position, depth: depth)
        loop.body = nodes
        loop.readsLoopObject = tokens[bodyStart..<index].contains { token in
            switch token {
            case .text: false
            case .output(let markup, _), .tag(_, let markup, _): markup.contains("loop") || markup.contains("content_blocks")
            }
        }
        if terminator.name == "else" {
            loop.elseBody = try block(name, until: [end], at: position, depth: depth).0
        }
        return name == "for" ? .forLoop(loop) : .tablerow(loop)
    }

    /// Skips a comment body, honouring nested comments.
    private mutating func skipComment(at position: SourcePosition) throws(LiquidError) {
        var nesting = 1
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            guard case .tag(let name, _, _) = token else { continue }
            if name == "comment" { nesting += 1 }
            if name == "endcomment" { nesting -= 1 }
            if nesting == 0 { return }
        }
        throw LiquidError(message: "'comment' tag was never closed", at: position)
    }

    private mutating func rawBody(_ name: String, _ markup: String, _ position: SourcePosition) throws(LiquidError) -> Node? {
        if name == "doc" && !markup.isEmpty { throw LiquidError(message: "'doc' takes no arguments", at: position) }
        var text = ""
        if index < tokens.count, case .text(let body) = tokens[index] {
            text = body
            index += 1
        }
        index += 1
        if name == "doc" && text.contains("{% doc") { throw LiquidError(message: "nested 'doc' tags are not allowed", at: position) }
        return name == "raw" && !text.isEmpty ? .text(text) : nil
    }

    private mutating func liquidTag(_ markup: String, _ position: SourcePosition, depth: Int) throws(LiquidError) -> Node {
        var lineTokens: [TemplateToken] = []
        for (offset, line) in markup.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty { continue }
            let (name, rest, _) = TemplateLexer.splitTag(String(trimmed))
            let linePosition = SourcePosition(line: position.line + offset, column: offset == 0 ? position.column : 1)
            if name == "#" { continue }
            if name.isEmpty { throw LiquidError(message: "expected a tag name in 'liquid' tag", at: linePosition) }
            lineTokens.append(.tag(name: name, markup: rest, position: linePosition))
        }
        var parser = TemplateParser(tokens: lineTokens, maxDepth: maxDepth)
        parser.translationTags = translationTags
        parser.openTranslation = openTranslation
        let nodes = try parser.document(depth: depth + 1)
        translationTags = parser.translationTags
        return .group(nodes)
    }
}
