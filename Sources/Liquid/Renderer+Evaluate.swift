import Foundation

extension Renderer {
    /// The value of a filtered expression.
    func evaluate(_ expression: FilteredExpression) throws(RenderInterrupt) -> LiquidValue {
        var value = try evaluate(expression.expression)
        for call in expression.filters {
            var arguments = FilterArguments(positional: [], keywords: [:], now: context.now)
            for argument in call.arguments { arguments.positional.append(try evaluate(argument)) }
            for (key, argument) in call.keywordArguments { arguments.keywords[key] = try evaluate(argument) }
            try step()
            try precharge(call.name, value, arguments)
            do {
                value = try call.filter.apply(value, arguments)
            } catch {
                throw failure("\(call.name): \(error.message)")
            }
            try charge(for: value)
        }
        return value
    }

    /// Refuses a filter call whose result would pass the value limit or the request's byte
    /// budget, before the filter allocates it.
    private func precharge(_ name: String, _ input: LiquidValue, _ arguments: FilterArguments) throws(RenderInterrupt) {
        guard let estimate = FilterCost.estimatedBytes(name, input, arguments) else { return }
        if FilterCost.buildsString(name), estimate > limits.maxOutputBytes {
            throw overrun(.bytes, "\(name): render budget exceeded (bytes): the result would be \(estimate) bytes, over \(limits.maxOutputBytes)")
        }
        if !budget.affords(bytes: estimate) { throw failure("\(name): " + LiquidBudget.message(.bytes)) }
    }

    /// Counts the work a filter result stands for (1 step per 16 items or per KiB, its bytes
    /// from the budget) and rejects oversized values.
    private func charge(for value: LiquidValue) throws(RenderInterrupt) {
        switch value {
        case .string(let text):
            let size = text.utf8.count
            if size > limits.maxOutputBytes { throw overrun(.bytes, "render budget exceeded (bytes): a value over \(limits.maxOutputBytes) bytes") }
            try step(size / 1024)
            try spend(bytes: size)
        case .array(let items):
            if items.count > limits.maxSteps { throw overrun(.bytes, "render budget exceeded (bytes): a value over \(limits.maxSteps) items") }
            try step(items.count / 16)
            try spend(bytes: value.cost)
        default: break
        }
    }

    /// The value of an expression.
    func evaluate(_ expression: Expression) throws(RenderInterrupt) -> LiquidValue {
        switch expression {
        case .literal(let value): return value
        case .empty, .blank: return .string("")
        case .range(let start, let end):
            let (low, high) = try bounds(start, end)
            guard high >= low else { return .array([]) }
            let count = high.subtractingReportingOverflow(low)
            guard !count.overflow, count.partialValue < limits.maxSteps else { throw failure("range too large") }
            try step(count.partialValue)
            return .array((low...high).map(LiquidValue.integer))
        case .variable(let root, let segments):
            var value: LiquidValue
            switch root {
            case .name(let name): value = lookup(name)
            case .attribute(let name): value = context.attributes[name] ?? .null
            case .computed(let key): value = lookup(try evaluate(key).rendered)
            }
            for segment in segments {
                switch segment {
                case .key(let key): value = Self.member(of: value, .string(key))
                case .index(let key): value = Self.member(of: value, try evaluate(key))
                }
            }
            if value.isNull { noteUnset(expression) }
            return value
        case .contentBlock(let name): return try renderContentBlock(name)
        }
    }

    /// The integer bounds of a range expression (non-numbers count as 0).
    func bounds(_ start: Expression, _ end: Expression) throws(RenderInterrupt) -> (Int, Int) {
        func bound(_ value: LiquidValue) -> Int {
            switch value {
            case .float(let number): number.isFinite && abs(number) < 9e18 ? Int(number) : 0
            default: value.asInteger ?? 0
            }
        }
        return (bound(try evaluate(start)), bound(try evaluate(end)))
    }

    /// Lists a variable read that had no value (`unsetVariables`), up to `unsetReadLimit` reads,
    /// unless the context does not collect them.
    private func noteUnset(_ expression: Expression) {
        guard context.collectsUnsetVariables, unsetReads < Self.unsetReadLimit else { return }
        unsetReads += 1
        let text = expression.sourceText
        if unsetSeen.insert(text).inserted { unsetVariables.append(text) }
    }

    /// A variable by name: loop scopes, then assigns, then counters, then the context.
    func lookup(_ name: String) -> LiquidValue {
        for scope in scopes.reversed() {
            if let value = scope[name] { return value }
        }
        if let counter = counters[name] { return .integer(counter) }
        return context.variables[name] ?? .null
    }

    /// `value.key` or `value[key]`, including `size`, `first` and `last`.
    static func member(of value: LiquidValue, _ key: LiquidValue) -> LiquidValue {
        switch (value, key) {
        case (.object(let object), .string(let name)):
            if let found = object[name] { return found }
            if name == "first", let pair = object.pairs.first { return .array([.string(pair.0), pair.1]) }
            return name == "size" ? .integer(object.count) : .null
        case (.array(let items), .integer(let position)):
            let index = position < 0 ? items.count + position : position
            return items.indices.contains(index) ? items[index] : .null
        case (.array(let items), .string(let name)):
            switch name {
            case "size": return .integer(items.count)
            case "first": return items.first ?? .null
            case "last": return items.last ?? .null
            default: return .null
            }
        case (.string(let text), .string(let name)):
            switch name {
            case "size": return .integer(text.count)
            case "first": return text.first.map { .string(String($0)) } ?? .null
            case "last": return text.last.map { .string(String($0)) } ?? .null
            default: return .null
            }
        case (.array, .float(let number)) where number.isFinite && abs(number) < 9e18:
            return member(of: value, .integer(Int(number)))
        default: return .null
        }
    }

    /// A condition's truth, evaluated right-associatively: `a or b and c` is `a or (b and c)`.
    func evaluate(_ condition: Condition) throws(RenderInterrupt) -> Bool {
        var index = 0
        while true {
            let result = try evaluate(condition.comparisons[index])
            guard index < condition.joiners.count else { return result }
            if condition.joiners[index] != result { return result }
            index += 1
        }
    }

    private func evaluate(_ comparison: Comparison) throws(RenderInterrupt) -> Bool {
        let left = try evaluate(comparison.left)
        guard let comparator = comparison.comparator, let rightExpression = comparison.right else { return left.isTruthy }
        let right = try evaluate(rightExpression)
        switch comparator {
        case "==": return try equals(left, comparison.left, rightExpression, right)
        case "!=", "<>": return try !equals(left, comparison.left, rightExpression, right)
        case "contains": return Self.contains(left, right)
        default:
            if Self.isSpecial(comparison.left) || Self.isSpecial(rightExpression) { return false }
            guard let order = left.compare(right) else {
                if case .string = left, right.numericValue != nil { throw failure("cannot compare a string with a number") }
                if left.numericValue != nil, case .string = right { throw failure("cannot compare a number with a string") }
                return false
            }
            switch comparator {
            case "<": return order == .orderedAscending
            case ">": return order == .orderedDescending
            case "<=": return order != .orderedDescending
            default: return order != .orderedAscending
            }
        }
    }

    /// `==` with `empty` and `blank` as special operands.
    func equals(_ value: LiquidValue, _ expression: Expression, _ other: Expression) throws(RenderInterrupt) -> Bool {
        try equals(value, expression, other, try evaluate(other))
    }

    private func equals(
        _ left: LiquidValue,
        _ leftExpression: Expression,
        _ rightExpression: Expression,
        _ right: LiquidValue
    ) throws(RenderInterrupt) -> Bool {
        switch (leftExpression, rightExpression) {
        case (.empty, .empty), (.blank, .blank): return true
        case (.empty, .blank), (.blank, .empty): return false
        case (.empty, _): return right.isEmptyCollection
        case (_, .empty): return left.isEmptyCollection
        case (.blank, _): return right.isBlank
        case (_, .blank): return left.isBlank
        default: return left.liquidEquals(right)
        }
    }

    private static func isSpecial(_ expression: Expression) -> Bool {
        switch expression {
        case .empty, .blank: true
        default: false
        }
    }

    private static func contains(_ left: LiquidValue, _ right: LiquidValue) -> Bool {
        guard right.isTruthy else { return false }
        switch left {
        case .string(let text): return text.contains(right.rendered)
        case .array(let items): return items.contains { $0.liquidEquals(right) }
        case .object(let object): return object[right.rendered] != nil
        default: return false
        }
    }

    /// Renders a Braze content block in the current context and returns its text.
    private func renderContentBlock(_ name: String) throws(RenderInterrupt) -> LiquidValue {
        guard let source = context.contentBlocks[name] else { throw failure("content block '\(name)' not found") }
        if blockStack.contains(name) { throw failure("content block cycle: \((blockStack + [name]).joined(separator: " → "))") }
        guard blockStack.count < min(10, limits.maxDepth) else { throw failure("content blocks nested too deeply (limit 10)") }
        guard budget.spendInclude() else { throw failure(LiquidBudget.message(.includes)) }
        let nodes: [Node]
        do {
            nodes = try TemplateCache.parsed(source, maxDepth: limits.maxDepth).nodes
        } catch {
            throw failure("in content block '\(name)': \(error.description)")
        }
        let saved = position
        blockStack.append(name)
        defer {
            blockStack.removeLast()
            position = saved
        }
        do {
            return .string(try capture(nodes).0)
        } catch .failure(let error) {
            throw .failure(LiquidError(message: "in content block '\(name)': \(error.description)", at: saved))
        }
    }
}
