/// The items a loop walks: a lazy integer range or a list.
private enum LoopItems {
    case range(Int, Int)
    case list([LiquidValue])

    var count: Int {
        switch self {
        case .range(let low, let high):
            let span = high.subtractingReportingOverflow(low)
            return high < low || span.overflow || span.partialValue == .max ? (high < low ? 0 : .max) : span.partialValue + 1
        case .list(let items): return items.count
        }
    }

    subscript(index: Int) -> LiquidValue {
        switch self {
        case .range(let low, _): .integer(low &+ index)
        case .list(let items): items[index]
        }
    }
}

extension Renderer {
    /// Renders a `for` loop (with `limit`, `offset`, `reversed`, `else` and the `forloop` object).
    func renderFor(_ loop: LoopNode) throws(RenderInterrupt) -> Flow {
        position = loop.position
        let (items, start, length) = try slice(loop)
        guard length > 0 else { return try render(loop.elseBody) }
        let parent = lookup("forloop")
        scopes.append([:])
        defer { scopes.removeLast() }
        for offset in 0..<length {
            try step()
            let item = items[loop.reversed ? start + length - 1 - offset : start + offset]
            scopes[scopes.count - 1][loop.variable] = item
            guard loop.readsLoopObject else {
                if case .breakLoop = try render(loop.body) { break }
                continue
            }
            scopes[scopes.count - 1]["forloop"] = .object(
                LiquidObject([
                    ("name", .string(loop.name)), ("length", .integer(length)), ("index", .integer(offset + 1)),
                    ("index0", .integer(offset)), ("rindex", .integer(length - offset)), ("rindex0", .integer(length - offset - 1)),
                    ("first", .bool(offset == 0)), ("last", .bool(offset == length - 1)), ("parentloop", parent),
                ])
            )
            if case .breakLoop = try render(loop.body) { break }
        }
        return .normal
    }

    /// Renders a `tablerow` loop as HTML table rows.
    func renderTablerow(_ loop: LoopNode) throws(RenderInterrupt) {
        position = loop.position
        let (items, start, length) = try slice(loop)
        var columns = length
        if let expression = loop.columns {
            let value = try evaluate(expression)
            if !value.isNull {
                guard let number = value.asInteger ?? value.numericValue.map({ Int($0) }) else { throw failure("tablerow: invalid cols") }
                columns = number > 0 ? number : length
            }
        }
        columns = max(columns, 1)
        try write("<tr class=\"row1\">\n")
        scopes.append([:])
        defer { scopes.removeLast() }
        for offset in 0..<length {
            try step()
            let column = offset % columns
            let row = offset / columns
            scopes[scopes.count - 1][loop.variable] = items[start + offset]
            scopes[scopes.count - 1]["tablerowloop"] = .object(
                LiquidObject([
                    ("length", .integer(length)), ("index", .integer(offset + 1)), ("index0", .integer(offset)),
                    ("rindex", .integer(length - offset)), ("rindex0", .integer(length - offset - 1)),
                    ("first", .bool(offset == 0)), ("last", .bool(offset == length - 1)),
                    ("col", .integer(column + 1)), ("col0", .integer(column)), ("col_first", .bool(column == 0)),
                    ("col_last", .bool(column == columns - 1)), ("row", .integer(row + 1)),
                ])
            )
            try write("<td class=\"col\(column + 1)\">")
            let flow = try render(loop.body)
            try write("</td>")
            if case .breakLoop = flow { break }
            if column == columns - 1 && offset != length - 1 { try write("</tr>\n<tr class=\"row\(row + 2)\">") }
        }
        try write("</tr>\n")
    }

    /// The loop's items and the window (`offset`, `limit`) to walk; records where `offset: continue` resumes.
    private func slice(_ loop: LoopNode) throws(RenderInterrupt) -> (LoopItems, Int, Int) {
        let items: LoopItems
        if case .range(let low, let high) = loop.collection {
            let (first, last) = try bounds(low, high)
            items = .range(first, last)
        } else {
            switch try evaluate(loop.collection) {
            case .array(let list): items = .list(list)
            case .object(let object): items = .list(object.pairs.map { .array([.string($0.0), $0.1]) })
            case .string(let text) where !text.isEmpty: items = .list([.string(text)])
            default: items = .list([])
            }
        }
        var from = 0
        if loop.offsetContinues {
            from = loopOffsets[loop.name] ?? 0
        } else if let offset = loop.offset {
            from = try integer(offset, "offset")
        }
        let count = items.count
        let start = min(max(from, 0), count)
        var end = count
        if let limit = loop.limit {
            let (sum, overflow) = from.addingReportingOverflow(try integer(limit, "limit"))
            end = overflow ? count : min(max(sum, start), count)
        }
        loopOffsets[loop.name] = start + (end - start)
        return (items, start, end - start)
    }

    private func integer(_ expression: Expression, _ what: String) throws(RenderInterrupt) -> Int {
        let value = try evaluate(expression)
        if value.isNull { return 0 }
        if let number = value.asInteger { return number }
        throw failure("invalid integer for \(what)")
    }
}
