import Foundation

extension LiquidValue {
    /// Liquid truthiness: only `nil` and `false` are falsy.
    var isTruthy: Bool {
        switch self {
        case .null: false
        case .bool(let flag): flag
        default: true
        }
    }

    /// True for `nil`.
    var isNull: Bool { self == .null }

    /// The text `{{ value }}` outputs.
    var rendered: String {
        switch self {
        case .null: ""
        case .bool(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .float(let number): Self.format(number)
        case .string(let text): text
        case .array(let items): items.map(\.rendered).joined()
        case .object(let object): Self.inspect(.object(object))
        }
    }

    /// Ruby-like `inspect` text, used to output maps.
    static func inspect(_ value: LiquidValue) -> String {
        switch value {
        case .null: "nil"
        case .string(let text): "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        case .array(let items): "[" + items.map(inspect).joined(separator: ", ") + "]"
        case .object(let object): "{" + object.pairs.map { inspect(.string($0.0)) + "=>" + inspect($0.1) }.joined(separator: ", ") + "}"
        default: value.rendered
        }
    }

    /// Formats a double as Ruby's `Float#to_s` does (`1.0`, `0.1`, `1.0e+16`).
    static func format(_ number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number < 0 ? "-Infinity" : "Infinity" }
        if number == 0 { return number.sign == .minus ? "-0.0" : "0.0" }
        let (digits, point) = decimalDigits(abs(number))
        let sign = number < 0 ? "-" : ""
        if point < -3 || point > 16 {
            let mantissa = digits.count > 1 ? "\(digits.prefix(1)).\(digits.dropFirst())" : "\(digits).0"
            let exponent = point - 1
            let exponentText = String(abs(exponent))
            return sign + mantissa + "e" + (exponent < 0 ? "-" : "+") + (exponentText.count < 2 ? "0" : "") + exponentText
        }
        if point <= 0 { return sign + "0." + String(repeating: "0", count: -point) + digits }
        if point >= digits.count { return sign + digits + String(repeating: "0", count: point - digits.count) + ".0" }
        return sign + digits.prefix(point) + "." + digits.dropFirst(point)
    }

    /// The shortest round-trip digits of a positive double and the position of the decimal point.
    private static func decimalDigits(_ number: Double) -> (String, Int) {
        let text = "\(number)"
        var mantissa = text
        var exponent = 0
        if let range = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = String(text[..<range])
            exponent = Int(text[text.index(after: range)...]) ?? 0
        }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        let whole = String(parts.first ?? "")
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        var digits = whole + fraction
        var point = whole.count + exponent
        while digits.hasPrefix("0") && digits.count > 1 {
            digits.removeFirst()
            point -= 1
        }
        while digits.hasSuffix("0") && digits.count > 1 { digits.removeLast() }
        return (digits, point)
    }

    /// Liquid `==`: numbers compare by value across integer and float; everything else structurally.
    func liquidEquals(_ other: LiquidValue) -> Bool {
        switch (self, other) {
        case (.integer(let left), .float(let right)): Double(left) == right
        case (.float(let left), .integer(let right)): left == Double(right)
        case (.array(let left), .array(let right)):
            left.count == right.count && zip(left, right).allSatisfy { $0.liquidEquals($1) }
        default: self == other
        }
    }

    /// Orders two values for `<`, `>`, … and `sort`: nil when they don't compare.
    func compare(_ other: LiquidValue) -> ComparisonResult? {
        switch (self, other) {
        case (.integer(let left), .integer(let right)): return Self.order(left, right)
        case (.string(let left), .string(let right)): return Self.order(left, right)
        default:
            if let left = numericValue, let right = other.numericValue { return Self.order(left, right) }
            return nil
        }
    }

    private static func order<T: Comparable>(_ left: T, _ right: T) -> ComparisonResult {
        left < right ? .orderedAscending : (left > right ? .orderedDescending : .orderedSame)
    }

    /// The value as a double when it is a number.
    var numericValue: Double? {
        switch self {
        case .integer(let number): Double(number)
        case .float(let number): number
        default: nil
        }
    }

    /// True for an empty string, array or map (what `== empty` tests).
    var isEmptyCollection: Bool {
        switch self {
        case .string(let text): text.isEmpty
        case .array(let items): items.isEmpty
        case .object(let object): object.isEmpty
        default: false
        }
    }

    /// True for nil, false, whitespace-only strings and empty collections (what `== blank` tests).
    var isBlank: Bool {
        switch self {
        case .null: true
        case .bool(let flag): !flag
        case .string(let text): text.allSatisfy(\.isWhitespace)
        default: isEmptyCollection
        }
    }

    /// Ruby's `Utils.to_number`: numbers stay, numeric strings parse, everything else is 0.
    var asNumber: LiquidValue {
        switch self {
        case .integer, .float: return self
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if let number = Int(trimmed) { return .integer(number) }
            if Self.looksDecimal(trimmed), let number = Double(trimmed) { return .float(number) }
            return Self.leadingNumber(trimmed)
        default: return .integer(0)
        }
    }

    private static func looksDecimal(_ text: String) -> Bool {
        var body = text[...]
        if body.hasPrefix("-") { body = body.dropFirst() }
        return body.first?.isASCII == true && body.first?.isNumber == true && body.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "." }
    }

    /// The numeric prefix of a string like "12abc" (Ruby's regex-based conversion); 0 when none.
    private static func leadingNumber(_ text: String) -> LiquidValue {
        var end = text.startIndex
        if text[end...].hasPrefix("-") { end = text.index(after: end) }
        let digitsStart = end
        while end < text.endIndex, text[end].isASCII, text[end].isNumber { end = text.index(after: end) }
        guard end > digitsStart else { return .integer(0) }
        var fractionEnd = end
        if fractionEnd < text.endIndex, text[fractionEnd] == "." {
            fractionEnd = text.index(after: fractionEnd)
            let fractionStart = fractionEnd
            while fractionEnd < text.endIndex, text[fractionEnd].isASCII, text[fractionEnd].isNumber { fractionEnd = text.index(after: fractionEnd) }
            if fractionEnd > fractionStart, let number = Double(text[..<fractionEnd]) { return .float(number) }
        }
        return Int(text[..<end]).map(LiquidValue.integer) ?? .integer(0)
    }

    /// Ruby's `Utils.to_integer` for loop limits and filter arguments: nil when not convertible.
    var asInteger: Int? {
        switch self {
        case .integer(let number): return number
        case .float(let number): return number.isFinite && abs(number) < 9e18 ? Int(number) : nil
        case .string(let text): return Int(text.trimmingCharacters(in: .whitespaces))
        case .null: return nil
        default: return nil
        }
    }

}
