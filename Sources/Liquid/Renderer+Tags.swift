extension Renderer {
    /// Renders `{{ expression }}`.
    func renderOutput(_ expression: FilteredExpression, _ at: SourcePosition) throws(RenderInterrupt) {
        position = at
        try write(try evaluate(expression).rendered)
    }

    /// Renders `assign`.
    func renderAssign(_ name: String, _ expression: FilteredExpression, _ at: SourcePosition) throws(RenderInterrupt) {
        position = at
        assign(name, try evaluate(expression))
    }

    /// Renders `capture` into a variable.
    func renderCapture(_ name: String, _ body: [Node]) throws(RenderInterrupt) -> Flow {
        let (text, flow) = try capture(body)
        assign(name, .string(text))
        return flow
    }

    /// Renders the first `if`/`elsif`/`else` (or `unless`) branch whose condition holds.
    func renderConditional(_ branches: [ConditionalBranch], _ at: SourcePosition) throws(RenderInterrupt) -> Flow {
        position = at
        for branch in branches {
            guard let condition = branch.condition else { return try render(branch.body) }
            if try evaluate(condition) != branch.negated { return try render(branch.body) }
        }
        return .normal
    }

    /// Renders `cycle`: the group's next value (nothing when a shorter cycle shares the group).
    func renderCycle(_ group: Expression?, _ key: String, _ values: [Expression], _ at: SourcePosition) throws(RenderInterrupt) {
        position = at
        var name = key
        if let group { name = try evaluate(group).rendered }
        let index = cycles[name] ?? 0
        cycles[name] = index + 1 >= values.count ? 0 : index + 1
        if index < values.count { try write(try evaluate(values[index]).rendered) }
    }

    /// Renders `increment` (outputs then adds) or `decrement` (subtracts then outputs).
    func renderCounter(_ name: String, _ delta: Int) throws(RenderInterrupt) {
        let value = counters[name] ?? 0
        let next = value &+ delta
        counters[name] = next
        try write(String(delta > 0 ? value : next))
    }

    /// Renders `ifchanged`: the body's output when it differs from the last one.
    func renderIfchanged(_ body: [Node]) throws(RenderInterrupt) -> Flow {
        let (text, flow) = try capture(body)
        if text != lastChanged {
            lastChanged = text
            try write(text)
        }
        return flow
    }

    /// Runs `abort_message`: stops rendering with the reason.
    func renderAbort(_ reason: Expression?, _ at: SourcePosition) throws(RenderInterrupt) {
        position = at
        var text = ""
        if let reason { text = try evaluate(reason).rendered }
        throw .abort(text)
    }

    /// Renders `case`: every matching `when` body (once per matching value), else the `else` body.
    func renderCase(_ subject: Expression, _ branches: [CaseBranch], _ at: SourcePosition) throws(RenderInterrupt) -> Flow {
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

    /// Renders `connected_content` from the canned responses (a warning when there is none).
    func renderConnectedContent(_ node: ConnectedContentNode) throws(RenderInterrupt) {
        let (rendered, _) = try capture(node.url)
        position = node.position
        let url = rendered[...].trimmingWhitespace()
        guard let response = context.connectedContent[String(url)] else {
            if budget.keepsWarning() {
                let shown = url.count > 200 ? url.prefix(200) + "…" : url
                warnings.append(
                    LiquidWarning(
                        message: "no canned connected_content response for \(shown)",
                        line: node.position.line,
                        column: node.position.column
                    )
                )
            }
            return
        }
        if let name = node.saveAs {
            assign(name, LiquidValue(jsonText: response) ?? .string(response))
        } else {
            try write(response)
        }
    }
}
