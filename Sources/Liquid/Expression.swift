/// A parsed expression: a literal, a variable path or a range.
indirect enum Expression: Sendable {
    case literal(LiquidValue)
    case empty
    case blank
    case variable(root: PathRoot, segments: [PathSegment])
    case range(Expression, Expression)
    case contentBlock(String)
}

/// Where a variable path starts.
enum PathRoot: Sendable {
    /// A variable name.
    case name(String)
    /// A Braze standard attribute `${name}`.
    case attribute(String)
    /// A bracketed expression `["name"]`.
    case computed(Expression)
}

/// One step of a variable path.
enum PathSegment: Sendable {
    /// `.key`.
    case key(String)
    /// `[expression]`.
    case index(Expression)
}

/// An expression followed by filters: `value | filter: arg, key: arg`.
struct FilteredExpression: Sendable {
    var expression: Expression
    var filters: [FilterCall]
}

/// One filter application.
struct FilterCall: Sendable {
    var name: String
    var filter: Filter
    var arguments: [Expression]
    var keywordArguments: [(String, Expression)]
}

/// A condition: comparisons joined by `and`/`or`, evaluated right-associatively as Shopify's Liquid does.
struct Condition: Sendable {
    var comparisons: [Comparison]
    /// `joiners[i]` joins `comparisons[i]` and `comparisons[i + 1]`: true for `and`, false for `or`.
    var joiners: [Bool]
}

/// `left op right`, or a single value tested for truthiness.
struct Comparison: Sendable {
    var left: Expression
    var comparator: String?
    var right: Expression?
}

extension Expression {
    /// The expression written back as Liquid source (used for `forloop.name`).
    var sourceText: String {
        switch self {
        case .literal(let value): value.isNull ? "nil" : (value == .bool(true) || value == .bool(false) ? value.rendered : LiquidValue.inspect(value))
        case .empty: "empty"
        case .blank: "blank"
        case .range(let start, let end): "(\(start.sourceText)..\(end.sourceText))"
        case .contentBlock(let name): "content_blocks.${\(name)}"
        case .variable(let root, let segments):
            segments.reduce(root.sourceText) { text, segment in
                switch segment {
                case .key(let key): text + "." + key
                case .index(let index): text + "[" + index.sourceText + "]"
                }
            }
        }
    }
}

extension PathRoot {
    /// The root written back as Liquid source.
    var sourceText: String {
        switch self {
        case .name(let name): name
        case .attribute(let name): "${\(name)}"
        case .computed(let key): "[" + key.sourceText + "]"
        }
    }
}
