import Foundation

extension Filters {
    /// Liquid's number filters and `default`.
    static let mathFilters: [String: Filter] = [
        "plus": Filter(1...1) { input, args throws(FilterFailure) in try arithmetic(input.asNumber, (args[0] ?? .null).asNumber, "+") },
        "minus": Filter(1...1) { input, args throws(FilterFailure) in try arithmetic(input.asNumber, (args[0] ?? .null).asNumber, "-") },
        "times": Filter(1...1) { input, args throws(FilterFailure) in try arithmetic(input.asNumber, (args[0] ?? .null).asNumber, "*") },
        "divided_by": Filter(1...1) { input, args throws(FilterFailure) in try arithmetic(input.asNumber, (args[0] ?? .null).asNumber, "/") },
        "modulo": Filter(1...1) { input, args throws(FilterFailure) in try arithmetic(input.asNumber, (args[0] ?? .null).asNumber, "%") },
        "abs": Filter(0...0) { input, _ throws(FilterFailure) in
            switch input.asNumber {
            case .integer(let number): number == .min ? .float(-Double(number)) : .integer(abs(number))
            case .float(let number): .float(abs(number))
            default: .integer(0)
            }
        },
        "at_least": Filter(1...1) { input, args throws(FilterFailure) in
            let (value, bound) = (input.asNumber, (args[0] ?? .null).asNumber)
            return value.compare(bound) == .orderedAscending ? bound : value
        },
        "at_most": Filter(1...1) { input, args throws(FilterFailure) in
            let (value, bound) = (input.asNumber, (args[0] ?? .null).asNumber)
            return value.compare(bound) == .orderedDescending ? bound : value
        },
        "ceil": Filter(0...0) { input, _ throws(FilterFailure) in try toInteger((input.asNumber.numericValue ?? 0).rounded(.up)) },
        "floor": Filter(0...0) { input, _ throws(FilterFailure) in try toInteger((input.asNumber.numericValue ?? 0).rounded(.down)) },
        "round": Filter(0...1) { input, args throws(FilterFailure) in
            let digits: Int
            switch args[0]?.asNumber {
            case .float(let number)?: digits = number.isFinite && abs(number) < 1e9 ? Int(number) : 0
            case let value?: digits = try integerArgument(value, default: 0)
            case nil: digits = 0
            }
            switch input.asNumber {
            case .integer(let number) where digits >= 0: return .integer(number)
            case .integer(let number): return try toInteger(roundNegative(Double(number), digits))
            case .float(let number) where digits < 0: return try toInteger(roundNegative(number, digits))
            case .float(let number):
                guard digits > 0 else { return try toInteger(number.rounded(.toNearestOrAwayFromZero)) }
                let scale = pow(10, Double(min(digits, 20)))
                let rounded = (number * scale).rounded(.toNearestOrAwayFromZero) / scale
                return .float(rounded.isFinite ? rounded : number)
            default: return .integer(0)
            }
        },
        "default": Filter(0...1) { input, args throws(FilterFailure) in
            let allowFalse = args.keywords["allow_false"]?.isTruthy ?? false
            let useDefault = (allowFalse ? input.isNull : !input.isTruthy) || input.isEmptyCollection
            return useDefault ? (args[0] ?? .string("")) : input
        },
    ]

    /// Float arithmetic done in decimal, as Ruby's Liquid does with BigDecimal (so 10.1 - 2.2 is 7.9); nil when not applicable.
    private static func decimalArithmetic(_ a: Double, _ b: Double, _ op: Character) -> Double? {
        guard a.isFinite, b.isFinite, abs(a) < 1e15, abs(b) < 1e15, let x = Decimal(string: "\(a)"), let y = Decimal(string: "\(b)") else {
            return nil
        }
        var result: Decimal
        switch op {
        case "+": result = x + y
        case "-": result = x - y
        case "*": result = x * y
        case "/":
            guard b != 0 else { return nil }
            result = x / y
        default:
            guard b != 0 else { return nil }
            var quotient = x / y
            var floored = Decimal()
            NSDecimalRound(&floored, &quotient, 0, .down)
            if floored > quotient { floored -= 1 }
            result = x - y * floored
        }
        return Double("\(result)")
    }

    /// Rounds to tens, hundreds, … (`round: -2`).
    private static func roundNegative(_ number: Double, _ digits: Int) -> Double {
        let scale = pow(10, Double(min(-digits, 20)))
        return (number / scale).rounded(.toNearestOrAwayFromZero) * scale
    }

    /// A whole float as an integer; an error when it doesn't fit.
    static func toInteger(_ number: Double) throws(FilterFailure) -> LiquidValue {
        guard number.isFinite else { throw FilterFailure("cannot convert \(LiquidValue.format(number)) to an integer") }
        guard abs(number) < 9.2e18 else { return .float(number) }
        return .integer(Int(number))
    }

    /// Ruby arithmetic on two numbers: integers stay integers (falling back to floats on overflow), division floors.
    static func arithmetic(_ left: LiquidValue, _ right: LiquidValue, _ op: Character) throws(FilterFailure) -> LiquidValue {
        if case .integer(let a) = left, case .integer(let b) = right {
            let result: (partialValue: Int, overflow: Bool)
            switch op {
            case "+": result = a.addingReportingOverflow(b)
            case "-": result = a.subtractingReportingOverflow(b)
            case "*": result = a.multipliedReportingOverflow(by: b)
            case "/", "%":
                guard b != 0 else { throw FilterFailure("divided by 0") }
                if a == .min && b == -1 { return op == "/" ? .float(-Double(a)) : .integer(0) }
                let quotient = a / b
                let remainder = a % b
                let floors = remainder != 0 && ((remainder < 0) != (b < 0))
                return .integer(op == "/" ? (floors ? quotient - 1 : quotient) : (floors ? remainder + b : remainder))
            default: throw FilterFailure("unknown operator")
            }
            if !result.overflow { return .integer(result.partialValue) }
        }
        let a = left.numericValue ?? 0
        let b = right.numericValue ?? 0
        if let exact = decimalArithmetic(a, b, op) { return .float(exact) }
        switch op {
        case "+": return .float(a + b)
        case "-": return .float(a - b)
        case "*": return .float(a * b)
        case "/":
            guard b != 0 || left.numericValue != nil else { throw FilterFailure("divided by 0") }
            return .float(a / b)
        default:
            guard b != 0 else { throw FilterFailure("divided by 0") }
            let remainder = fmod(a, b)
            return .float(remainder != 0 && (remainder < 0) != (b < 0) ? remainder + b : remainder)
        }
    }
}
