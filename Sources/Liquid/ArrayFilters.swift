import Foundation

extension Filters {
    /// Liquid's array filters.
    static let arrayFilters: [String: Filter] = [
        "first": Filter(0...0) { input, _ throws(FilterFailure) in
            switch input {
            case .array(let items): items.first ?? .null
            case .string(let text): text.first.map { .string(String($0)) } ?? .null
            case .object(let object): object.pairs.first.map { .array([.string($0.0), $0.1]) } ?? .null
            default: .null
            }
        },
        "last": Filter(0...0) { input, _ throws(FilterFailure) in
            switch input {
            case .array(let items): items.last ?? .null
            case .string(let text): text.last.map { .string(String($0)) } ?? .null
            default: .null
            }
        },
        "join": Filter(0...1) { input, args throws(FilterFailure) in
            guard case .array = input else { return input.isNull ? .string("") : .string(input.rendered) }
            return .string(flatten(input).map(\.rendered).joined(separator: args[0].map(\.rendered) ?? " "))
        },
        "reverse": Filter(0...0) { input, _ throws(FilterFailure) in .array(flatten(input).reversed()) },
        "size": Filter(0...0) { input, _ throws(FilterFailure) in
            switch input {
            case .string(let text): .integer(text.count)
            case .array(let items): .integer(items.count)
            case .object(let object): .integer(object.count)
            default: .integer(0)
            }
        },
        "compact": Filter(0...1) { input, args throws(FilterFailure) in
            let items = flatten(input)
            guard let property = args[0] else { return .array(items.filter { !$0.isNull }) }
            var kept: [LiquidValue] = []
            for item in items where !(try Self.property(of: item, property)).isNull { kept.append(item) }
            return .array(kept)
        },
        "concat": Filter(1...1) { input, args throws(FilterFailure) in
            guard case .array(let extra) = args[0] ?? .null else { throw FilterFailure("concat expects an array argument") }
            return .array(flatten(input) + extra)
        },
        "map": Filter(1...1) { input, args throws(FilterFailure) in
            var mapped: [LiquidValue] = []
            for item in flatten(input) { mapped.append(try property(of: item, args[0] ?? .null)) }
            return .array(mapped)
        },
        "uniq": Filter(0...1) { input, args throws(FilterFailure) in
            var seen: Set<String> = []
            var result: [LiquidValue] = []
            for item in flatten(input) {
                var key = item
                if let property = args[0] { key = try Self.property(of: item, property) }
                if seen.insert(LiquidValue.inspect(key)).inserted { result.append(item) }
            }
            return .array(result)
        },
        "sort": Filter(0...1) { input, args throws(FilterFailure) in .array(try sort(flatten(input), by: args[0], natural: false)) },
        "sort_natural": Filter(0...1) { input, args throws(FilterFailure) in .array(try sort(flatten(input), by: args[0], natural: true)) },
        "sum": Filter(0...1) { input, args throws(FilterFailure) in
            var total = LiquidValue.integer(0)
            for item in flatten(input) {
                var value = item
                if let property = args[0], !property.isNull {
                    guard case .object = item else { throw FilterFailure("cannot read property '\(property.rendered)' of \(item.rendered)") }
                    value = try Self.property(of: item, property)
                }
                total = try arithmetic(total, value.asSummand, "+")
            }
            return total
        },
    ]

    /// Ruby's `InputIterator`: arrays flattened, nil empty, anything else a one-item list.
    static func flatten(_ input: LiquidValue) -> [LiquidValue] {
        switch input {
        case .array(let items): items.flatMap { item -> [LiquidValue] in if case .array = item { flatten(item) } else { [item] } }
        case .null: []
        default: [input]
        }
    }

    /// `item[property]` as Ruby's filters read it.
    static func property(of item: LiquidValue, _ property: LiquidValue) throws(FilterFailure) -> LiquidValue {
        switch item {
        case .object(let object): return object[property.rendered] ?? .null
        case .null: return .null
        case .string(let text):
            let key = property.rendered
            return text.contains(key) ? .string(key) : .null
        case .array:
            guard case .integer = property else { throw FilterFailure("cannot read property '\(property.rendered)' of an array") }
            return Renderer.member(of: item, property)
        default: throw FilterFailure("cannot read property '\(property.rendered)' of \(item.rendered)")
        }
    }

    private static func sort(_ items: [LiquidValue], by property: LiquidValue?, natural: Bool) throws(FilterFailure) -> [LiquidValue] {
        var keyed: [(LiquidValue, LiquidValue)] = []
        for item in items {
            var key = item
            if let property, !property.isNull { key = try Self.property(of: item, property) }
            keyed.append((key, item))
        }
        var failed = false
        let sorted = keyed.sorted { left, right in
            switch (left.0, right.0) {
            case (.null, .null): return false
            case (.null, _): return false
            case (_, .null): return true
            default:
                if natural { return left.0.rendered.lowercased() < right.0.rendered.lowercased() }
                guard let order = left.0.compare(right.0) else {
                    failed = true
                    return false
                }
                return order == .orderedAscending
            }
        }
        if failed { throw FilterFailure("cannot sort values of incompatible types") }
        return sorted.map(\.1)
    }
}

extension LiquidValue {
    /// A value as `sum` adds it: numbers and numeric strings count, everything else is 0.
    var asSummand: LiquidValue {
        switch self {
        case .integer, .float: self
        case .string: asNumber
        default: .integer(0)
        }
    }
}
