/// Why rendering stopped early: an error, or `abort_message`.
enum RenderInterrupt: Error {
    case failure(LiquidError)
    case abort(String)
}

/// What a rendered body asks its enclosing loop to do.
enum Flow {
    case normal
    case breakLoop
    case continueLoop
}

/// The mutable state of one render: scopes, counters, output buffers and limits.
final class Renderer {
    /// The context being rendered.
    let context: LiquidContext
    /// The limits in force.
    let limits: LiquidLimits
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
    /// Parsed content blocks.
    var blockCache: [String: [Node]] = [:]

    /// A renderer for one render call.
    init(context: LiquidContext, limits: LiquidLimits) {
        self.context = context
        self.limits = limits
    }

    /// An error at the current position.
    func failure(_ message: String) -> RenderInterrupt {
        .failure(LiquidError(message: message, at: position))
    }

    /// Counts `count` steps, failing past the limit.
    func step(_ count: Int = 1) throws(RenderInterrupt) {
        steps += count
        if steps > limits.maxSteps { throw failure("too many steps (limit \(limits.maxSteps))") }
    }

    /// Appends text to the current buffer, failing past the output limit.
    func write(_ text: String) throws(RenderInterrupt) {
        buffers[buffers.count - 1].append(text)
        if buffers[buffers.count - 1].utf8.count > limits.maxOutputBytes { throw failure("output too large (limit \(limits.maxOutputBytes) bytes)") }
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
        case .output(let expression, let at):
            position = at
            try write(try evaluate(expression).rendered)
        case .assign(let name, let expression, let at):
            position = at
            assign(name, try evaluate(expression))
        case .capture(let name, let body):
            let (text, flow) = try capture(body)
            assign(name, .string(text))
            return flow
        case .conditional(let branches, let at):
            position = at
            for branch in branches {
                guard let condition = branch.condition else { return try render(branch.body) }
                if try evaluate(condition) != branch.negated { return try render(branch.body) }
            }
        case .caseBlock(let subject, let branches, let at): return try renderCase(subject, branches, at)
        case .forLoop(let loop): return try renderFor(loop)
        case .tablerow(let loop): try renderTablerow(loop)
        case .cycle(let group, let key, let values, let at):
            position = at
            let name = try group.map { expression throws(RenderInterrupt) in try evaluate(expression).rendered } ?? key
            let index = cycles[name] ?? 0
            cycles[name] = index + 1 >= values.count ? 0 : index + 1
            if index < values.count { try write(try evaluate(values[index]).rendered) }
        case .counter(let name, let delta):
            let value = counters[name] ?? 0
            let next = value &+ delta
            counters[name] = next
            try write(String(delta > 0 ? value : next))
        case .loopControl(let isBreak): return isBreak ? .breakLoop : .continueLoop
        case .ifchanged(let body):
            let (text, flow) = try capture(body)
            if text != lastChanged {
                lastChanged = text
                try write(text)
            }
            return flow
        case .abort(let reason, let at):
            position = at
            throw .abort(try reason.map { expression throws(RenderInterrupt) in try evaluate(expression).rendered } ?? "")
        case .connectedContent(let node): try renderConnectedContent(node)
        case .group(let nodes): return try render(nodes)
        }
        return .normal
    }

    private func renderCase(_ subject: Expression, _ branches: [CaseBranch], _ at: SourcePosition) throws(RenderInterrupt) -> Flow {
        position = at
        let value = try evaluate(subject)
        var matched = false
        for branch in branches {
            var times = matched ? 0 : 1
            if let values = branch.values {
                times = 0
                for candidate in values where try equals(value, subject, candidate) { times += 1 }
                matched = matched || times > 0
            }
            for _ in 0..<times {
                let flow = try render(branch.body)
                if case .normal = flow { continue }
                return flow
            }
        }
        return .normal
    }

    private func renderConnectedContent(_ node: ConnectedContentNode) throws(RenderInterrupt) {
        let (rendered, _) = try capture(node.url)
        position = node.position
        let url = rendered[...].trimmingWhitespace()
        guard let response = context.connectedContent[String(url)] else {
            warnings.append(
                LiquidWarning(message: "no canned connected_content response for \(url)", line: node.position.line, column: node.position.column)
            )
            return
        }
        if let name = node.saveAs {
            assign(name, LiquidValue(jsonText: response) ?? .string(response))
        } else {
            try write(response)
        }
    }
}
