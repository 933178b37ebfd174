import Foundation

/// A token of expression markup (inside `{{ }}` or after a tag name).
enum ExpressionToken: Sendable, Equatable {
    /// A name or keyword (`foo`, `foo-bar`, `foo?`, `and`).
    case identifier(String)
    /// A Braze attribute `${name}`.
    case attribute(String)
    /// A quoted string.
    case string(String)
    /// An integer literal.
    case integer(Int)
    /// A decimal literal.
    case float(Double)
    /// `.`
    case dot
    /// `..`
    case dotDot
    /// `[`
    case leftBracket
    /// `]`
    case rightBracket
    /// `(`
    case leftParen
    /// `)`
    case rightParen
    /// `|`
    case pipe
    /// `:`
    case colon
    /// `,`
    case comma
    /// A comparison operator.
    case comparison(String)
    /// `=`
    case assign
    /// The end of the markup.
    case end
}

/// Splits expression markup into tokens; unexpected characters are errors.
enum ExpressionLexer {
    /// The tokens of `markup`, ending with `.end`, and the scalar offset each starts at.
    static func tokenize(_ markup: String) throws(ExpressionSyntaxError) -> (tokens: [ExpressionToken], offsets: [Int]) {
        var tokens: [ExpressionToken] = []
        var offsets: [Int] = []
        let chars = Array(markup.unicodeScalars)
        var index = 0
        while index < chars.count {
            let char = chars[index]
            if isSpace(char) {
                index += 1
                continue
            }
            // Every case below appends one token (or throws).
            offsets.append(index)
            switch char {
            case "'", "\"":
                guard let close = chars[(index + 1)...].firstIndex(of: char) else {
                    throw ExpressionSyntaxError("unterminated string", offset: index)
                }
                tokens.append(.string(String(String.UnicodeScalarView(chars[(index + 1)..<close]))))
                index = close + 1
            case ".":
                if index + 1 < chars.count && chars[index + 1] == "." {
                    tokens.append(.dotDot)
                    index += 2
                } else {
                    tokens.append(.dot)
                    index += 1
                }
            case "[", "]", "(", ")", "|", ":", ",":
                tokens.append(Self.punctuation[char] ?? .end)
                index += 1
            case "=", "!", "<", ">":
                let next = index + 1 < chars.count ? chars[index + 1] : " "
                let pair = String(char) + String(next)
                if ["==", "!=", "<>", "<=", ">="].contains(pair) {
                    tokens.append(.comparison(pair))
                    index += 2
                } else if char == "<" || char == ">" {
                    tokens.append(.comparison(String(char)))
                    index += 1
                } else if char == "=" {
                    tokens.append(.assign)
                    index += 1
                } else {
                    throw ExpressionSyntaxError("unexpected character '\(char)'", offset: index)
                }
            case "$":
                guard index + 1 < chars.count, chars[index + 1] == "{", let close = chars[index...].firstIndex(of: "}") else {
                    throw ExpressionSyntaxError("unexpected character '$'", offset: index)
                }
                let name = String(String.UnicodeScalarView(chars[(index + 2)..<close])).trimmingCharacters(in: .whitespaces)
                guard !name.isEmpty, !name.contains("{") else { throw ExpressionSyntaxError("bad attribute name '\(name)'") }
                tokens.append(.attribute(name))
                index = close + 1
            default:
                index = try lexWord(chars, from: index, into: &tokens)
            }
        }
        offsets.append(chars.count)
        tokens.append(.end)
        return (tokens, offsets)
    }

    private static let punctuation: [Unicode.Scalar: ExpressionToken] = [
        "[": .leftBracket, "]": .rightBracket, "(": .leftParen, ")": .rightParen, "|": .pipe, ":": .colon, ",": .comma,
    ]

    private static func lexWord(_ chars: [Unicode.Scalar], from start: Int, into tokens: inout [ExpressionToken]) throws(ExpressionSyntaxError) -> Int
    {
        var index = start
        let char = chars[index]
        if isDigit(char) || (char == "-" && index + 1 < chars.count && isDigit(chars[index + 1])) {
            index += 1
            while index < chars.count, isDigit(chars[index]) { index += 1 }
            var isFloat = false
            if index + 1 < chars.count, chars[index] == ".", isDigit(chars[index + 1]) {
                isFloat = true
                index += 1
                while index < chars.count, isDigit(chars[index]) { index += 1 }
            }
            if index < chars.count, isWordChar(chars[index]) && !isFloat {
                while index < chars.count, isWordChar(chars[index]) || chars[index] == "-" { index += 1 }
                tokens.append(.identifier(text(chars, start, index)))
                return index
            }
            let literal = text(chars, start, index)
            if isFloat {
                tokens.append(.float(Double(literal) ?? 0))
            } else if let number = Int(literal) {
                tokens.append(.integer(number))
            } else {
                tokens.append(.float(Double(literal) ?? 0))
            }
            return index
        }
        guard isWordChar(char) else { throw ExpressionSyntaxError("unexpected character '\(char)'", offset: start) }
        while index < chars.count, isWordChar(chars[index]) || chars[index] == "-" { index += 1 }
        if index < chars.count, chars[index] == "?" { index += 1 }
        tokens.append(.identifier(text(chars, start, index)))
        return index
    }

    private static func text(_ chars: [Unicode.Scalar], _ start: Int, _ end: Int) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: chars[start..<end])
        return String(result)
    }

    private static func isDigit(_ char: Unicode.Scalar) -> Bool { char >= "0" && char <= "9" }

    /// Letters, digits and underscore.
    static func isWordChar(_ char: Unicode.Scalar) -> Bool {
        if char.isASCII { return char == "_" || (char >= "a" && char <= "z") || (char >= "A" && char <= "Z") || isDigit(char) }
        return char.properties.isAlphabetic
    }

    private static func isSpace(_ char: Unicode.Scalar) -> Bool {
        char.isASCII ? char == " " || (char >= "\t" && char <= "\r") : char.properties.isWhitespace
    }
}

/// A syntax error in expression markup, before it is given a position.
struct ExpressionSyntaxError: Error {
    /// What is wrong.
    var message: String
    /// Where in the markup, in Unicode scalars, when the parser knows (nil: the whole tag).
    var offset: Int?

    /// Creates an error, at `offset` scalars into the markup when given.
    init(_ message: String, offset: Int? = nil) {
        self.message = message
        self.offset = offset
    }
}
