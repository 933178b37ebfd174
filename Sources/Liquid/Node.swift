/// A parsed template node.
indirect enum Node: Sendable {
    case text(String)
    case output(FilteredExpression, SourcePosition)
    case assign(String, FilteredExpression, SourcePosition)
    case capture(String, [Node])
    case conditional([ConditionalBranch], SourcePosition)
    case caseBlock(Expression, [CaseBranch], SourcePosition)
    case forLoop(LoopNode)
    case tablerow(LoopNode)
    case cycle(group: Expression?, key: String, values: [Expression], SourcePosition)
    case counter(String, step: Int)
    case loopControl(isBreak: Bool)
    case ifchanged([Node])
    case abort(Expression?, SourcePosition)
    case connectedContent(ConnectedContentNode)
    case group([Node])

    /// Whether the node outputs nothing visible, so whitespace around it in a block may be dropped.
    var isBlank: Bool {
        switch self {
        case .text(let text): text.allSatisfy(\.isWhitespace)
        case .assign, .capture: true
        case .group(let nodes): nodes.allSatisfy(\.isBlank)
        case .conditional(let branches, _): branches.allSatisfy { $0.body.allSatisfy(\.isBlank) }
        case .caseBlock(_, let branches, _): branches.allSatisfy { $0.body.allSatisfy(\.isBlank) }
        case .forLoop(let loop): loop.body.allSatisfy(\.isBlank) && loop.elseBody.allSatisfy(\.isBlank)
        default: false
        }
    }
}

extension Node {
    /// The node with whitespace-only text removed from its bodies when the whole tag is blank (as Shopify's Liquid does).
    func strippingBlankText() -> Node {
        guard isBlank else { return self }
        func strip(_ nodes: [Node]) -> [Node] { nodes.filter { if case .text(let text) = $0 { !text.allSatisfy(\.isWhitespace) } else { true } } }
        switch self {
        case .capture(let name, let body): return body.allSatisfy(\.isBlank) ? .capture(name, strip(body)) : self
        case .conditional(let branches, let position):
            return .conditional(branches.map { ConditionalBranch(condition: $0.condition, negated: $0.negated, body: strip($0.body)) }, position)
        case .caseBlock(let subject, let branches, let position):
            return .caseBlock(subject, branches.map { CaseBranch(values: $0.values, body: strip($0.body)) }, position)
        case .forLoop(var loop):
            loop.body = strip(loop.body)
            loop.elseBody = strip(loop.elseBody)
            return .forLoop(loop)
        default: return self
        }
    }
}

/// One branch of `if`/`unless`: a condition (nil for `else`) and its body.
struct ConditionalBranch: Sendable {
    var condition: Condition?
    var negated: Bool
    var body: [Node]
}

/// One branch of `case`: the `when` values (nil for `else`) and its body.
struct CaseBranch: Sendable {
    var values: [Expression]?
    var body: [Node]
}

/// A `for` or `tablerow` loop.
struct LoopNode: Sendable {
    var variable: String
    var collection: Expression
    var name: String
    var limit: Expression?
    var offset: Expression?
    var offsetContinues: Bool
    var reversed: Bool
    var columns: Expression?
    var body: [Node]
    var elseBody: [Node]
    var position: SourcePosition
}

/// A Braze `connected_content` tag.
struct ConnectedContentNode: Sendable {
    var url: [Node]
    var saveAs: String?
    var position: SourcePosition
}
