import Foundation
import Testing

@testable import InAppMessaging

/// The hand-written JSON parser: values, escapes, numbers, limits and located syntax errors.
@Suite struct JSONParserTests {
    static let values: [(String, JSONValue)] = [
        ("null", .null), ("true", .bool(true)), (" false ", .bool(false)),
        ("0", .int(0)), ("-0", .int(0)), ("-12", .int(-12)), ("42", .int(42)),
        ("9223372036854775807", .int(Int.max)), ("-9223372036854775808", .int(Int.min)),
        ("9223372036854775808", .double(9_223_372_036_854_775_808)),
        ("-9223372036854775809", .double(-9_223_372_036_854_775_808)),  // the nearest Double
        ("123456789012345678901234567890", .double(1.2345678901234568e29)),
        ("1.5", .double(1.5)), ("-0.25", .double(-0.25)), ("3.0", .double(3)), ("1e3", .double(1000)),
        ("1E+2", .double(100)), ("2.5e-3", .double(0.0025)), ("-1e-7", .double(-1e-7)),
        (#""""#, .string("")), (#""plain""#, .string("plain")),
        (#""\" \\ \/ \b \f \n \r \t""#, .string("\" \\ / \u{8} \u{C} \n \r \t")),
        (#""\u00e9\u4e2d\u0000""#, .string("é中\u{0}")),
        (#""\ud83c\udf89 party""#, .string("🎉 party")),
        (#""raw UTF-8: é 中 🎉""#, .string("raw UTF-8: é 中 🎉")),
        ("[]", .array([])), ("{}", .object([:])), ("[1, [2, [3]]]", .array([.int(1), .array([.int(2), .array([.int(3)])])])),
        (
            #"{"a": {"b": [true, null]}, "c": "d"}"#,
            .object(["a": .object(["b": .array([.bool(true), .null])]), "c": .string("d")])
        ),
        ("\u{FEFF} {\"bom\": 1}", .object(["bom": .int(1)])),
        (" \t\r\n[ 1 ,\n 2 ]\n", .array([.int(1), .int(2)])),
    ]

    @Test(arguments: values)
    func parsesValue(text: String, expected: JSONValue) throws {
        #expect(try JSONParser.parse(text) == expected)
        #expect(try JSONParser.parse(Data(text.utf8)) == expected)
    }

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
        let error = #expect(throws: WireError.self) { _ = try JSONParser.parse(text) }
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
        let error = #expect(throws: WireError.self) { _ = try JSONParser.parse(Data(bytes)) }
        #expect(error?.line == 1)
        #expect(error?.column == column)
        #expect(error?.message == "invalid UTF-8 (\(byte))")
    }

    @Test func columnsCountUnicodeScalarsNotBytes() {
        let error = #expect(throws: WireError.self) { _ = try JSONParser.parse("[\"日本\", x]") }
        #expect(error?.column == 8)  // `[` `"` 日 本 `"` `,` space, then x
    }

    @Test func acceptsNestingUpToTheLimit() throws {
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try JSONParser.parse(text)
        var levels = 1
        while case .array(let items) = value, let first = items.first {
            value = first
            levels += 1
        }
        #expect(levels == depth)
    }

    @Test func rejectsNestingBeyondTheLimitWithoutCrashing() {
        let depth = JSONParser.maximumDepth + 1
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let error = #expect(throws: WireError.self) { _ = try JSONParser.parse(arrays) }
        #expect(error?.description == "line 1, column \(depth): nesting deeper than 512 levels")
        let hostile = String(repeating: "{\"a\":", count: 100_000)
        let objectError = #expect(throws: WireError.self) { _ = try JSONParser.parse(hostile) }
        #expect(objectError?.message == "nesting deeper than 512 levels")
    }

    @Test func parsesLargeDocuments() throws {
        let items = (0..<20_000).map { "{\"i\": \($0), \"s\": \"x\\n\($0)\"}" }
        let value = try JSONParser.parse("[" + items.joined(separator: ",") + "]")
        guard case .array(let parsed) = value else {
            Issue.record("expected an array")
            return
        }
        #expect(parsed.count == 20_000)
        #expect(parsed[19_999] == .object(["i": .int(19_999), "s": .string("x\n19999")]))
    }
}
