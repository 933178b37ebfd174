import Foundation
import Testing

@testable import InAppMessaging

/// InAppMessaging's JSON reader: the values it builds (integers apart from doubles, objects as
/// dictionaries) and the scanner's located errors as `WireError`s (the scanner itself:
/// `JSONCoreTests`).
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

    @Test func reportsTheScannersLocatedErrorAsAWireError() {
        let error = #expect(throws: WireError.self) { _ = try JSONParser.parse("{\n  \"é\": [\n    1,\n    }") }
        #expect(error?.description == "line 4, column 5: unexpected '}': expected a value")
        let deep = String(repeating: "[", count: JSONParser.maximumDepth + 1)
        #expect(throws: WireError.self) { _ = try JSONParser.parse(deep) }
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
