/// A 1-based line and column in the template source.
struct SourcePosition: Sendable, Equatable {
    /// The 1-based line.
    var line: Int
    /// The 1-based column.
    var column: Int
    /// Where the tag's or output's markup begins, when known: an error the expression parser
    /// places inside the markup (an unknown filter) is reported at its own line and column.
    var markup: Location?

    /// A line and column of the source.
    struct Location: Sendable, Equatable {
        /// The 1-based line.
        var line: Int
        /// The 1-based column.
        var column: Int
    }

    /// The position `offset` Unicode scalars into `markup`, which begins at `self.markup`
    /// (the tag's own position when that is unknown).
    func inside(_ markup: String, offset: Int) -> SourcePosition {
        guard let start = self.markup else { return self }
        var location = start
        for scalar in markup.unicodeScalars.prefix(offset) {
            if scalar == "\n" {
                location.line += 1
                location.column = 1
            } else {
                location.column += 1
            }
        }
        return SourcePosition(line: location.line, column: location.column)
    }

    /// This position with its markup's start moved `offset` scalars into `markup`, for a part of
    /// the markup parsed on its own (the value of an `assign`).
    func skipping(_ offset: Int, of markup: String) -> SourcePosition {
        guard self.markup != nil else { return self }
        var moved = self
        let start = inside(markup, offset: offset)
        moved.markup = Location(line: start.line, column: start.column)
        return moved
    }
}

/// One piece of template source: literal text, an output `{{ }}` or a tag `{% %}`.
enum TemplateToken: Sendable {
    /// Literal text.
    case text(String)
    /// `{{ markup }}`.
    case output(markup: String, position: SourcePosition)
    /// `{% name markup %}`.
    case tag(name: String, markup: String, position: SourcePosition)
}

/// Splits template source into text, output and tag tokens, applying whitespace control.
struct TemplateLexer {
    private let bytes: [UInt8]
    private var tokens: [TemplateToken] = []
    private var trimNextText = false
    private var cursor = (offset: 0, line: 1, column: 1)

    private init(_ source: String) {
        bytes = Array(source.utf8)
    }

    /// Tokenizes `source`; an unclosed tag or output is an error.
    static func tokenize(_ source: String) throws(LiquidError) -> [TemplateToken] {
        var lexer = TemplateLexer(source)
        try lexer.run()
        return lexer.tokens
    }

    /// The line and column of a byte offset (columns count characters, not bytes).
    /// Offsets are asked for in increasing order, so a cursor walks the source once.
    mutating func position(of offset: Int) -> SourcePosition {
        if offset < cursor.offset { cursor = (0, 1, 1) }
        while cursor.offset < min(offset, bytes.count) {
            let byte = bytes[cursor.offset]
            if byte == UInt8(ascii: "\n") {
                cursor.line += 1
                cursor.column = 1
            } else if byte & 0xC0 != 0x80 {
                cursor.column += 1
            }
            cursor.offset += 1
        }
        return SourcePosition(line: cursor.line, column: cursor.column)
    }

    private mutating func run() throws(LiquidError) {
        var textStart = 0
        var index = 0
        let count = bytes.count
        while index + 1 < count {
            guard bytes[index] == UInt8(ascii: "{"), bytes[index + 1] == UInt8(ascii: "{") || bytes[index + 1] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            let isTag = bytes[index + 1] == UInt8(ascii: "%")
            let trimLeft = index + 2 < count && bytes[index + 2] == UInt8(ascii: "-")
            emitText(from: textStart, to: index, trimRight: trimLeft)
            let closer = isTag ? UInt8(ascii: "%") : UInt8(ascii: "}")
            guard let end = findClose(closer, from: index + 2) else {
                throw LiquidError(message: isTag ? "tag was never closed" : "output was never closed", at: position(of: index))
            }
            let innerStart = index + (trimLeft ? 3 : 2)
            let trimRight = end > innerStart && bytes[end - 1] == UInt8(ascii: "-")
            let inner = string(innerStart, trimRight ? end - 1 : end)
            var position = position(of: index)
            trimNextText = trimRight
            index = end + 2
            if isTag {
                let (name, markup, markupOffset) = Self.splitTag(inner)
                let start = self.position(of: innerStart + markupOffset)
                position.markup = .init(line: start.line, column: start.column)
                tokens.append(.tag(name: name, markup: markup, position: position))
                if name == "raw" || name == "doc" {
                    index = try rawBody(closing: "end" + name, from: index, opening: position)
                }
            } else {
                let start = self.position(of: innerStart)
                position.markup = .init(line: start.line, column: start.column)
                tokens.append(.output(markup: inner, position: position))
            }
            textStart = index
        }
        emitText(from: textStart, to: count, trimRight: false)
    }

    /// Emits the verbatim body of `raw`/`doc` up to its closing tag; returns the offset after the closing tag.
    private mutating func rawBody(closing: String, from start: Int, opening: SourcePosition) throws(LiquidError) -> Int {
        var index = start
        while let open = find(UInt8(ascii: "{"), UInt8(ascii: "%"), from: index) {
            guard let end = find(UInt8(ascii: "%"), UInt8(ascii: "}"), from: open + 2) else { break }
            let trimLeft = bytes[open + 2] == UInt8(ascii: "-")
            let trimRight = end > open + 2 && bytes[end - 1] == UInt8(ascii: "-")
            let inner = string(open + (trimLeft ? 3 : 2), trimRight ? end - 1 : end)
            let (name, _, _) = Self.splitTag(inner)
            if name == closing {
                emitText(from: start, to: open, trimRight: trimLeft)
                tokens.append(.tag(name: name, markup: "", position: position(of: open)))
                trimNextText = trimRight
                return end + 2
            }
            index = open + 2
        }
        throw LiquidError(message: "'\(closing.dropFirst(3))' tag was never closed", at: opening)
    }

    private mutating func emitText(from start: Int, to end: Int, trimRight: Bool) {
        var low = start
        var high = end
        if trimNextText {
            while low < high, Self.isSpace(bytes[low]) { low += 1 }
            trimNextText = false
        }
        if trimRight {
            while high > low, Self.isSpace(bytes[high - 1]) { high -= 1 }
        }
        if high > low { tokens.append(.text(string(low, high))) }
    }

    /// The offset of `%}` or `}}` closing a tag or output, skipping Braze `${name}` attributes.
    private func findClose(_ first: UInt8, from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "$") && bytes[index + 1] == UInt8(ascii: "{") {
                var close = index + 2
                while close < bytes.count, bytes[close] != UInt8(ascii: "}"), bytes[close] != UInt8(ascii: "{") { close += 1 }
                if close < bytes.count, bytes[close] == UInt8(ascii: "}") {
                    index = close + 1
                    continue
                }
            }
            if bytes[index] == first && bytes[index + 1] == UInt8(ascii: "}") { return index }
            index += 1
        }
        return nil
    }

    private func find(_ first: UInt8, _ second: UInt8, from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == first && bytes[index + 1] == second { return index }
            index += 1
        }
        return nil
    }

    private func string(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// Whitespace as Ruby's `\s` plus vertical tab.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B
    }

    /// Splits tag markup into its name (a word, or `#`), the rest, and the rest's UTF-8 offset in `inner`.
    static func splitTag(_ inner: String) -> (name: String, markup: String, offset: Int) {
        let scalars = inner.unicodeScalars
        let start = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.endIndex
        if start < scalars.endIndex && scalars[start] == "#" {
            let after = scalars.index(after: start)
            return ("#", String(scalars[after...]), inner.utf8.distance(from: inner.startIndex, to: after))
        }
        let nameEnd = scalars[start...].firstIndex { !ExpressionLexer.isWordChar($0) } ?? scalars.endIndex
        let rest = Substring(scalars[nameEnd...]).trimmingWhitespace()
        return (String(scalars[start..<nameEnd]), String(rest), inner.utf8.distance(from: inner.startIndex, to: rest.startIndex))
    }
}

extension Substring {
    /// The substring without leading and trailing whitespace.
    func trimmingWhitespace() -> Substring {
        var result = self
        while let first = result.first, first.isWhitespace { result = result.dropFirst() }
        while let last = result.last, last.isWhitespace { result = result.dropLast() }
        return result
    }
}

extension LiquidError {
    /// An error at a source position.
    init(message: String, at position: SourcePosition) {
        self.init(message: message, line: position.line, column: position.column)
    }
}
