/// ASCII byte constants and classes used by the tokenizer and the scanners.
enum Byte {
    /// `<`
    static let lessThan = UInt8(ascii: "<")
    /// `>`
    static let greaterThan = UInt8(ascii: ">")
    /// `/`
    static let slash = UInt8(ascii: "/")
    /// `!`
    static let bang = UInt8(ascii: "!")
    /// `?`
    static let question = UInt8(ascii: "?")
    /// `-`
    static let hyphen = UInt8(ascii: "-")
    /// `=`
    static let equals = UInt8(ascii: "=")
    /// `"`
    static let doubleQuote = UInt8(ascii: "\"")
    /// `'`
    static let singleQuote = UInt8(ascii: "'")
    /// the backtick
    static let backtick = UInt8(ascii: "`")
    /// `]`
    static let closeBracket = UInt8(ascii: "]")
    /// LF, the line terminator
    static let newline = UInt8(ascii: "\n")

    /// HTML whitespace: space, tab, LF, FF, CR.
    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// ASCII letters.
    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// Characters that can continue a JavaScript identifier (ASCII subset plus any non-ASCII byte).
    @inline(__always)
    static func isIdentifier(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    /// Whether `byte` ends a tag name: whitespace, `/` or `>`.
    @inline(__always)
    static func endsTagName(_ byte: UInt8) -> Bool {
        isWhitespace(byte) || byte == slash || byte == greaterThan
    }

    /// The ASCII-lowercased byte.
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
