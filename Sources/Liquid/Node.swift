/// A parsed template node.
indirect enum Node: Sendable {
    /// Literal text.
    case text(String)
    /// `{{ … }}` or `echo`.
    case output(FilteredExpression, SourcePosition)
    /// `assign name = value`.
    case assign(String, FilteredExpression, SourcePosition)
    /// `capture name` … `endcapture`.
    case capture(String, [Node])
    /// `if`/`unless` with their `elsif`/`else` branches.
    case conditional([ConditionalBranch], SourcePosition)
    /// `case` with its `when`/`else` branches.
    case caseBlock(Expression, [CaseBranch], SourcePosition)
    /// `for` … `endfor`.
    case forLoop(LoopNode)
    /// `tablerow` … `endtablerow`.
    case tablerow(LoopNode)
    /// `cycle [group:] values…`; `key` names an unnamed group.
    case cycle(group: Expression?, key: String, values: [Expression], SourcePosition)
    /// `increment` (step 1) or `decrement` (step -1).
    case counter(String, step: Int)
    /// `break` or `continue`.
    case loopControl(isBreak: Bool)
    /// `ifchanged` … `endifchanged`.
    case ifchanged([Node])
    /// Braze's `abort_message(reason)`.
    case abort(Expression?, SourcePosition)
    /// Braze's `connected_content`.
    case connectedContent(ConnectedContentNode)
    /// The tags of a `liquid` tag.
    case group([Node])
    /// Braze's `translation id` … `endtranslation`.
    case translation(TranslationNode)

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
    /// The condition; nil for `else`.
    var condition: Condition?
    /// True for the first branch of `unless`.
    var negated: Bool
    /// The nodes rendered when the branch is taken.
    var body: [Node]
}

/// One branch of `case`: the `when` values (nil for `else`) and its body.
struct CaseBranch: Sendable {
    /// The `when` values; nil for `else`.
    var values: [Expression]?
    /// The nodes rendered when the branch is taken.
    var body: [Node]
}

/// A `for` or `tablerow` loop.
struct LoopNode: Sendable {
    /// The loop variable.
    var variable: String
    /// What the loop walks.
    var collection: Expression
    /// The loop name (`variable-collection`), which keys `offset: continue`.
    var name: String
    /// The `limit:` parameter.
    var limit: Expression?
    /// The `offset:` parameter.
    var offset: Expression?
    /// True for `offset: continue`.
    var offsetContinues: Bool
    /// True for `reversed`.
    var reversed: Bool
    /// The `cols:` parameter (tablerow).
    var columns: Expression?
    /// Whether the body may read `forloop`/`tablerowloop` (so the object must be built each iteration).
    var readsLoopObject: Bool
    /// The loop body.
    var body: [Node]
    /// The `else` body, rendered when there is nothing to walk.
    var elseBody: [Node]
    /// Where the tag starts.
    var position: SourcePosition
}

/// A Braze `connected_content` tag.
struct ConnectedContentNode: Sendable {
    /// The URL, itself a small template.
    var url: [Node]
    /// The `:save` variable name.
    var saveAs: String?
    /// Where the tag starts.
    var position: SourcePosition
}

/// A Braze `translation` tag: the id looked up in the active table, and the default text.
struct TranslationNode: Sendable {
    /// The translation id.
    var id: String
    /// The default text, rendered when the active table has no text for `id`.
    var body: [Node]
    /// Where the tag starts.
    var position: SourcePosition
}
