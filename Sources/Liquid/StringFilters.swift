import Foundation

extension Filters {
    /// Liquid's string filters.
    static let stringFilters: [String: Filter] = [
        "append": Filter(1...1) { input, args throws(FilterFailure) in .string(input.rendered + (args[0]?.rendered ?? "")) },
        "prepend": Filter(1...1) { input, args throws(FilterFailure) in .string((args[0]?.rendered ?? "") + input.rendered) },
        "downcase": Filter(0...0) { input, _ throws(FilterFailure) in .string(input.rendered.lowercased()) },
        "upcase": Filter(0...0) { input, _ throws(FilterFailure) in .string(input.rendered.uppercased()) },
        "capitalize": Filter(0...0) { input, _ throws(FilterFailure) in
            let text = input.rendered
            return .string(text.prefix(1).uppercased() + text.dropFirst().lowercased())
        },
        "strip": Filter(0...0) { input, _ throws(FilterFailure) in .string(rubyStrip(input.rendered, leading: true, trailing: true)) },
        "lstrip": Filter(0...0) { input, _ throws(FilterFailure) in .string(rubyStrip(input.rendered, leading: true, trailing: false)) },
        "rstrip": Filter(0...0) { input, _ throws(FilterFailure) in .string(rubyStrip(input.rendered, leading: false, trailing: true)) },
        "remove": Filter(1...1) { input, args throws(FilterFailure) in .string(replace(input, args, all: true, with: "")) },
        "remove_first": Filter(1...1) { input, args throws(FilterFailure) in .string(replaceFirst(input.rendered, args[0]?.rendered ?? "", "")) },
        "remove_last": Filter(1...1) { input, args throws(FilterFailure) in .string(replaceLast(input.rendered, args[0]?.rendered ?? "", "")) },
        "replace": Filter(1...2) { input, args throws(FilterFailure) in .string(replace(input, args, all: true, with: args[1]?.rendered ?? "")) },
        "replace_first": Filter(1...2) { input, args throws(FilterFailure) in
            .string(replaceFirst(input.rendered, args[0]?.rendered ?? "", args[1]?.rendered ?? ""))
        },
        "replace_last": Filter(2...2) { input, args throws(FilterFailure) in
            .string(replaceLast(input.rendered, args[0]?.rendered ?? "", args[1]?.rendered ?? ""))
        },
        "strip_newlines": Filter(0...0) { input, _ throws(FilterFailure) in
            .string(input.rendered.replacingOccurrences(of: "\r\n", with: "").replacingOccurrences(of: "\n", with: ""))
        },
        "newline_to_br": Filter(0...0) { input, _ throws(FilterFailure) in
            .string(input.rendered.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "<br />\n"))
        },
        "split": Filter(1...1) { input, args throws(FilterFailure) in
            .array(rubySplit(input.rendered, args[0]?.rendered ?? "").map(LiquidValue.string))
        },
        "truncate": Filter(0...2) { input, args throws(FilterFailure) in
            let text = input.rendered
            let length = try integerArgument(args[0], default: 50)
            let ellipsis = args[1]?.rendered ?? "..."
            guard text.count > length else { return .string(text) }
            return .string(String(text.prefix(max(length - ellipsis.count, 0))) + ellipsis)
        },
        "truncatewords": Filter(0...2) { input, args throws(FilterFailure) in
            let text = input.rendered
            let count = max(try integerArgument(args[0], default: 15), 1)
            let words = text.split(whereSeparator: { $0.isWhitespace })
            guard words.count > count else { return .string(text) }
            return .string(words.prefix(count).joined(separator: " ") + (args[1]?.rendered ?? "..."))
        },
        "slice": Filter(1...2) { input, args throws(FilterFailure) in
            let start = try integerArgument(args[0], default: 0)
            let length = try integerArgument(args[1]?.isNull == true ? nil : args[1], default: 1)
            if case .array(let items) = input { return .array(rubySlice(items, start, length)) }
            return .string(String(rubySlice(Array(input.rendered), start, length)))
        },
    ]

    /// An integer argument (Ruby's `Utils.to_integer`); nil means the default.
    static func integerArgument(_ value: LiquidValue?, default fallback: Int) throws(FilterFailure) -> Int {
        guard let value else { return fallback }
        if case .float = value { throw FilterFailure("invalid integer argument '\(value.rendered)'") }
        if let number = value.asInteger { return min(max(number, -(1 << 40)), 1 << 40) }
        throw FilterFailure("invalid integer argument '\(value.rendered)'")
    }

    /// Ruby's `String#strip` family: removes whitespace and NUL.
    static func rubyStrip(_ text: String, leading: Bool, trailing: Bool) -> String {
        let isSpace: (Character) -> Bool = {
            $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0B}" || $0 == "\u{0C}" || $0 == "\0" || $0 == "\r\n"
        }
        var result = Substring(text)
        if leading { result = result.drop(while: isSpace) }
        if trailing { while let last = result.last, isSpace(last) { result = result.dropLast() } }
        return String(result)
    }

    private static func replace(_ input: LiquidValue, _ args: FilterArguments, all: Bool, with replacement: String) -> String {
        let text = input.rendered
        let target = args[0]?.rendered ?? ""
        guard !target.isEmpty else { return insertEverywhere(text, replacement) }
        let replaced = LiteralMatcher(Array(target.utf8)).replacingAll(in: Array(text.utf8), with: Array(replacement.utf8))
        return String(decoding: replaced, as: UTF8.self)
    }

    /// Ruby's `gsub("", x)`: inserts `x` between every character and at both ends.
    private static func insertEverywhere(_ text: String, _ insertion: String) -> String {
        insertion + text.map { String($0) + insertion }.joined()
    }

    private static func replaceFirst(_ text: String, _ target: String, _ replacement: String) -> String {
        guard !target.isEmpty else { return replacement + text }
        guard let range = text.range(of: target) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }

    private static func replaceLast(_ text: String, _ target: String, _ replacement: String) -> String {
        guard !target.isEmpty else { return text + replacement }
        guard let range = text.range(of: target, options: .backwards) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }

    /// Ruby's `String#split`: a single space splits on runs of whitespace; trailing empty strings are dropped.
    static func rubySplit(_ text: String, _ separator: String) -> [String] {
        var parts: [String]
        if separator == " " {
            parts = text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        } else if separator.isEmpty {
            parts = text.map { String($0) }
        } else {
            parts = text.components(separatedBy: separator)
        }
        while parts.last?.isEmpty == true { parts.removeLast() }
        return parts
    }

    /// Ruby's `slice(start, length)` on arrays and strings.
    static func rubySlice<T>(_ items: [T], _ start: Int, _ length: Int) -> [T] {
        let from = start < 0 ? items.count + start : start
        guard from >= 0, from <= items.count, length >= 0 else { return [] }
        let (end, overflow) = from.addingReportingOverflow(length)
        return Array(items[from..<(overflow ? items.count : min(end, items.count))])
    }
}
