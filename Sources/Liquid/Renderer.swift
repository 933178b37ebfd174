/// Why rendering stopped early: an error, or `abort_message`.
enum RenderInterrupt: Error {
    /// A render error.
    case failure(LiquidError)
    /// `abort_message` ran with this reason.
    case abort(String)
}

/// What a rendered body asks its enclosing loop to do.
enum Flow {
    /// Carry on.
    case normal
    /// `break` ran.
    case breakLoop
    /// `continue` ran.
    case continueLoop
}

/// The mutable state of one render: scopes, counters, output buffers and limits.
final class Renderer {
    /// The context being rendered.
    let context: LiquidContext
    /// The limits in force.
    let limits: LiquidLimits
    /// The request's budget, shared with the other renders of the request.
    let budget: LiquidBudget
    /// Variable scopes; index 0 holds `assign`/`capture` results, later ones loop variables.
    var scopes: [[String: LiquidValue]] = [[:]]
    /// `increment`/`decrement` counters.
    var counters: [String: Int] = [:]
    /// `cycle` positions by group.
    var cycles: [String: Int] = [:]
    /// Where `offset: continue` resumes, by loop name.
    var loopOffsets: [String: Int] = [:]
    /// The last `ifchanged` output.
    var lastChanged: String?
    /// Output buffers; captures push one.
    var buffers: [String] = [""]
    /// Steps taken so far (nodes rendered plus loop iterations).
    var steps = 0
    /// Warnings collected.
    var warnings: [LiquidWarning] = []
    /// The position of the node being rendered, for errors.
    var position = SourcePosition(line: 1, column: 1)
    /// Content blocks being rendered, outermost first.
    var blockStack: [String] = []
    /// How many bodies are being rendered inside each other (templates plus content blocks).
    var depth = 0
    /// The variables read with no value (their source text, each once, in the order first read).
    var unsetVariables: [String] = []
    /// `unsetVariables` as a set, for telling a new one from one already listed.
    var unsetSeen: Set<String> = []
    /// Reads of variables with no value so far; past `unsetReadLimit` they are no longer
    /// listed, so a loop over missing values costs no more than it did.
    var unsetReads = 0
    /// The most reads of unset variables looked at per render.
    static let unsetReadLimit = 200
    /// Translation ids rendered with their default text because the active table lacks them.
    var untranslated: [String] = []

    /// A renderer for one render call.
    init(context: LiquidContext, limits: LiquidLimits) {
        self.context = context
        self.limits = limits
        budget = context.budget ?? LiquidBudget()
    }

    /// An error at the current position.
    func failure(_ message: String) -> RenderInterrupt {
        .failure(LiquidError(message: message, at: position))
    }

    /// An error for a render that ran past one of its limits, recorded on the budget so that the
    /// request stops rendering.
    func overrun(_ resource: LiquidBudget.Resource, _ message: String) -> RenderInterrupt {
        budget.markExceeded(resource)
        return failure(message)
    }

    /// Counts `count` steps, failing past the template's limit or the request's budget.
    func step(_ count: Int = 1) throws(RenderInterrupt) {
        steps += count
        if !budget.spend(steps: count) { throw failure(LiquidBudget.message(.steps)) }
        if steps > limits.maxSteps { throw overrun(.steps, "render budget exceeded (steps): more than \(limits.maxSteps) in one template") }
    }

    /// Spends `count` bytes of the request's budget.
    func spend(bytes count: Int) throws(RenderInterrupt) {
        if !budget.spend(bytes: count) { throw failure(LiquidBudget.message(.bytes)) }
    }

    /// Appends text to the current buffer, failing past the output limit or the budget.
    func write(_ text: String) throws(RenderInterrupt) {
        let size = text.utf8.count
        if buffers[buffers.count - 1].utf8.count + size > limits.maxOutputBytes {
            throw overrun(.bytes, "render budget exceeded (bytes): output over \(limits.maxOutputBytes) bytes")
        }
        try spend(bytes: size)
        buffers[buffers.count - 1].append(text)
    }

    /// Renders `nodes` into a fresh buffer and returns the text (and the flow it ended with).
    func capture(_ nodes: [Node]) throws(RenderInterrupt) -> (String, Flow) {
        buffers.append("")
        let flow: Flow
        do {
            flow = try render(nodes)
        } catch {
            buffers.removeLast()
            throw error
        }
        return (buffers.removeLast(), flow)
    }

    /// Sets a variable in the outermost scope (what `assign` and `capture` do).
    func assign(_ name: String, _ value: LiquidValue) {
        scopes[0][name] = value
    }

    /// Renders nodes in order, stopping at `break`/`continue`.
    func render(_ nodes: [Node]) throws(RenderInterrupt) -> Flow {
        depth += 1
        defer { depth -= 1 }
        if depth > 2 * limits.maxDepth { throw failure("nesting too deep (limit \(2 * limits.maxDepth))") }
        for node in nodes {
            try step()
            let flow = try render(node)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    private func render(_ node: Node) throws(RenderInterrupt) -> Flow {
        switch node {
        case .text(let text): try write(text)
        case .output(let expression, let at): try renderOutput(expression, at)
        case .assign(let name, let expression, let at): try renderAssign(name, expression, at)
        case .capture(let name, let body): return try renderCapture(name, body)
        case .conditional(let branches, let at): return try renderConditional(branches, at)
        case .caseBlock(let subject, let branches, let at): return try renderCase(subject, branches, at)
        case .forLoop(let loop): return try renderFor(loop)
        case .tablerow(let loop): try renderTablerow(loop)
        case .cycle(let group, let key, let values, let at): try renderCycle(group, key, values, at)
        case .counter(let name, let delta): try renderCounter(name, delta)
        case .loopControl(let isBreak): return isBreak ? .breakLoop : .continueLoop
        case .ifchanged(let body): return try renderIfchanged(body)
        case .abort(let reason, let at): try renderAbort(reason, at)
        case .connectedContent(let node): try renderConnectedContent(node)
        case .group(let nodes): return try render(nodes)
        case .translation(let node): return try renderTranslation(node)
        }
        return .normal
    }
}
