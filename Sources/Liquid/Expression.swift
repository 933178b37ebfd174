/// A parsed expression: a literal, a variable path or a range.
indirect enum Expression: Sendable {
    /// A literal string, number, boolean or nil.
    case literal(LiquidValue)
    /// The special `empty` operand.
    case empty
    /// The special `blank` operand.
    case blank
    /// A variable path such as `a.b[0]` or `${first_name}`.
    case variable(root: PathRoot, segments: [PathSegment])
    /// An integer range `(start..end)`.
    case range(Expression, Expression)
    /// Braze's `content_blocks.${name}`.
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
    /// The value before the filters.
    var expression: Expression
    /// The filters, applied left to right.
    var filters: [FilterCall]
}

/// One filter application.
struct FilterCall: Sendable {
    /// The filter name.
    var name: String
    /// The implementation, resolved at parse time.
    var filter: Filter
    /// Positional arguments.
    var arguments: [Expression]
    /// Keyword arguments (`allow_false: true`).
    var keywordArguments: [(String, Expression)]
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
