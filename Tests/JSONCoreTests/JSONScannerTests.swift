import JSONCore
import Testing

/// The scanner's own behaviour: located syntax errors, UTF-8, columns in Unicode scalars, the
/// nesting limit, duplicate keys and members in source order.
@Suite struct JSONScannerTests {
    /// The nesting limit the tests read with (the app's readers use 512).
    static let depth = 512

    static let syntaxErrors: [(String, String)] = [
        ("", "line 1, column 1: empty input: expected a JSON value"),
        ("  \n ", "line 2, column 2: empty input: expected a JSON value"),
        ("{\"a\": 1} x", "line 1, column 10: unexpected 'x' after the JSON value"),
        ("[1] [2]", "line 1, column 5: unexpected '[' after the JSON value"),
        ("[1, 2", "line 1, column 6: unexpected end of input: expected ',' or ']'"),
        ("{\"a\": 1,}", "line 1, column 9: trailing comma before '}'"),
        ("[1,]", "line 1, column 4: unexpected ']': expected a value"),
        ("{a: 1}", "line 1, column 2: unexpected 'a': expected a string key"),
        ("{\"a\" 1}", "line 1, column 6: unexpected '1': expected ':' after the key"),
        ("{\"a\": 1, \"a\": 2}", "line 1, column 10: duplicate key \"a\""),
        ("'single'", "line 1, column 1: unexpected ''': expected a value"),
        ("tru", "line 1, column 1: invalid literal: expected true"),
        ("nul!", "line 1, column 1: invalid literal: expected null"),
        ("01", "line 1, column 1: invalid number: leading zeros are not allowed"),
        ("-", "line 1, column 2: invalid number: expected a digit after '-'"),
        ("+1", "line 1, column 1: unexpected '+': expected a value"),
        ("1.", "line 1, column 3: invalid number: expected a digit after '.'"),
        (".5", "line 1, column 1: unexpected '.': expected a value"),
        ("1e", "line 1, column 3: invalid number: expected a digit in the exponent"),
        ("1e999", "line 1, column 1: number out of range"),
        ("NaN", "line 1, column 1: unexpected 'N': expected a value"),
        ("[0xFF]", "line 1, column 2: hexadecimal numbers are not JSON: write the colour as a decimal ARGB integer"),
        ("\"tab\tinside\"", "line 1, column 5: control character U+0009 in a string: escape it"),
        ("\"line\nbreak\"", "line 1, column 6: control character U+000A in a string: escape it"),
        ("[\"open", "line 1, column 7: unexpected end of input inside the string that starts at line 1, column 2"),
        (#""\x""#, "line 1, column 2: invalid escape sequence \\x"),
        (#""\u12G4""#, "line 1, column 2: invalid \\u escape: expected 4 hexadecimal digits"),
        (#""\ud83c""#, "line 1, column 2: unpaired surrogate \\uD83C"),
        (#""\ud83c\u0041""#, "line 1, column 2: unpaired surrogate \\uD83C"),
        (#""\udf89""#, "line 1, column 2: unpaired surrogate \\uDF89"),
        ("{\n  \"é\": [\n    1,\n    }", "line 4, column 5: unexpected '}': expected a value"),
    ]

    @Test(arguments: syntaxErrors)
    func reportsSyntaxErrorAtItsLocation(text: String, description: String) {
        let error = #expect(throws: JSONSyntaxError.self) { _ = try TestJSON.parse(text) }
        #expect(error?.description == description)
    }

    @Test(
        arguments: [
            ([0x22, 0xFF, 0x22], 2, "byte 0xFF"),
            ([0x22, 0x61, 0xC3, 0x28, 0x22], 3, "byte 0xC3"),  // truncated two-byte sequence
            ([0x22, 0xC0, 0xAF, 0x22], 2, "byte 0xC0"),  // overlong '/'
            ([0x22, 0xED, 0xA0, 0x80, 0x22], 2, "byte 0xED"),  // encoded surrogate
            ([0x22, 0x5C, 0x6E, 0xF4, 0x90, 0x80, 0x80, 0x22], 4, "byte 0xF4"),  // above U+10FFFF, after an escape
        ] as [([UInt8], Int, String)]
    )
    func rejectsInvalidUTF8AtTheOffendingByte(bytes: [UInt8], column: Int, byte: String) {
        let error = #expect(throws: JSONSyntaxError.self) { _ = try TestJSON.parse(bytes) }
        #expect(error?.line == 1)
        #expect(error?.column == column)
        #expect(error?.message == "invalid UTF-8 (\(byte))")
    }

    @Test func columnsCountUnicodeScalarsNotBytes() {
        let error = #expect(throws: JSONSyntaxError.self) { _ = try TestJSON.parse("[\"日本\", x]") }
        #expect(error?.column == 8)  // `[` `"` 日 本 `"` `,` space, then x
    }

    @Test func acceptsNestingUpToTheLimit() throws {
        let depth = Self.depth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try TestJSON.parse(Array(text.utf8), maximumDepth: Self.depth)
        var levels = 1
        while case .array(let items) = value, let first = items.first {
            value = first
            levels += 1
        }
        #expect(levels == depth)
    }

    @Test func rejectsNestingBeyondTheLimitWithoutCrashing() {
        let depth = Self.depth + 1
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let error = #expect(throws: JSONSyntaxError.self) { _ = try TestJSON.parse(Array(arrays.utf8), maximumDepth: Self.depth) }
        #expect(error?.description == "line 1, column \(depth): nesting deeper than 512 levels")
        let hostile = String(repeating: "{\"a\":", count: 100_000)
        let objectError = #expect(throws: JSONSyntaxError.self) { _ = try TestJSON.parse(Array(hostile.utf8), maximumDepth: Self.depth) }
        #expect(objectError?.message == "nesting deeper than 512 levels")
    }

    @Test func keepsObjectMembersInSourceOrder() throws {
        let value = try TestJSON.parse(#"{"z": 1, "a": 2, "m": {"y": true, "b": null}}"#)
        #expect(
            value
                == .object([
                    .init(key: "z", value: .int(1)), .init(key: "a", value: .int(2)),
                    .init(key: "m", value: .object([.init(key: "y", value: .bool(true)), .init(key: "b", value: .null)])),
                ])
        )
    }

    @Test func keepsTheLastOfADuplicateKeyAtItsFirstPositionWhenAsked() throws {
        let value = try TestJSON.parse(#"{"a": 1, "b": 2, "a": 3}"#, duplicateKeys: .keepLast)
        #expect(value == .object([.init(key: "a", value: .int(3)), .init(key: "b", value: .int(2))]))
    }

    @Test func keepsIntegersApartFromDoubles() throws {
        #expect(
            try TestJSON.parse("[1, 1.0, 1e0, 9223372036854775808]") == .array([.int(1), .double(1), .double(1), .double(9_223_372_036_854_775_808)])
        )
    }

    @Test func quotesWhatAStringLiteralMustEscape() throws {
        let text = "quote \" backslash \\ newline \n tab \t bell \u{7} line separator \u{2028} é 🎉"
        let quoted = JSONString.quoted(text)
        #expect(quoted == #""quote \" backslash \\ newline \n tab \t bell \u0007 line separator \u2028 é 🎉""#)
        #expect(try TestJSON.parse(quoted) == .string(text))
    }
}
