extension Filters {
    /// Liquid's array selection filters: where, reject, has, find, find_index.
    static let selectionFilters: [String: Filter] = [
        "where": Filter(1...2) { input, args throws(FilterFailure) in
            guard !flatten(input).isEmpty else { return .array([]) }
            guard let found = try matches(input, args) else { return .null }
            return .array(found.filter(\.1).map(\.0))
        },
        "reject": Filter(1...2) { input, args throws(FilterFailure) in
            guard !flatten(input).isEmpty else { return .array([]) }
            guard let found = try matches(input, args) else { return .null }
            return .array(found.filter { !$0.1 }.map(\.0))
        },
        "has": Filter(1...2) { input, args throws(FilterFailure) in
            guard !flatten(input).isEmpty, args[0]?.isNull == false else { return .bool(false) }
            return try matches(input, args).map { .bool($0.contains { $0.1 }) } ?? .null
        },
        "find": Filter(1...2) { input, args throws(FilterFailure) in try matches(input, args)?.first { $0.1 }?.0 ?? .null },
        "find_index": Filter(1...2) { input, args throws(FilterFailure) in
            try matches(input, args)?.firstIndex { $0.1 }.map(LiquidValue.integer) ?? .null
        },
    ]

    /// Each item with whether `item[property]` is truthy (one argument) or equals the second argument;
    /// nil when an item can't be indexed (Ruby's filters then return nil).
    private static func matches(_ input: LiquidValue, _ args: FilterArguments) throws(FilterFailure) -> [(LiquidValue, Bool)]? {
        let property = args[0] ?? .null
        let target = args[1] ?? .null
        if property.isNull { return nil }
        var result: [(LiquidValue, Bool)] = []
        for item in flatten(input) {
            let value: LiquidValue
            switch (item, property) {
            case (.null, _), (.bool, _), (.float, _): return nil
            case (.integer(let number), .integer(let bit)): value = .integer(bit >= 0 && bit < 64 ? (number >> bit) & 1 : (number < 0 ? 1 : 0))
            default: value = try Self.property(of: item, property)
            }
            result.append((item, target.isNull ? value.isTruthy : value.liquidEquals(target)))
        }
        return result
    }
}
