import Foundation
import Testing

@testable import InAppMessaging

/// Deterministic JSON output and JSON paths.
@Suite struct JSONWriterTests {
    @Test func writesKeysLeadingFirstThenSorted() {
        let value = JSONValue.object(["b": .int(1), "type": .string("MODAL"), "a": .null, "id": .bool(true)])
        #expect(JSONWriter.write(value) == #"{"a":null,"b":1,"id":true,"type":"MODAL"}"#)
        #expect(JSONWriter.write(value, leadingKeys: ["type", "id", "absent"]) == #"{"type":"MODAL","id":true,"a":null,"b":1}"#)
    }

    @Test func keepsIntegersAndDoublesApart() {
        #expect(
            JSONWriter.write(.array([.int(3), .double(3), .double(0.1), .double(1e16), .double(-2.5e-8)]))
                == "[3,3.0,0.1,1e+16,-2.5e-08]"
        )
        #expect(JSONWriter.write(.double(.infinity)) == "null")
        #expect(JSONWriter.write(.int(Int.min)) == "-9223372036854775808")
    }

    @Test func escapesStrings() throws {
        let text = "q\" b\\ n\n r\r t\t \u{0} \u{1F} é 🎉 \u{2028}\u{2029} </script>"
        let written = JSONWriter.write(.string(text))
        #expect(written == #""q\" b\\ n\n r\r t\t \u0000 \u001f é 🎉 \u2028\u2029 </script>""#)
        #expect(try JSONParser.parse(written) == .string(text))
    }

    @Test func prettyPrintsWithTwoSpaces() {
        let value = JSONValue.object(["a": .array([.int(1), .object([:])]), "b": .array([])])
        #expect(JSONWriter.write(value, pretty: true) == "{\n  \"a\": [\n    1,\n    {}\n  ],\n  \"b\": []\n}")
    }

    @Test func isDeterministicAcrossDictionaryOrders() {
        var first: JSONObject = [:]
        var second: JSONObject = [:]
        let keys = (0..<50).map { "key\($0)" }
        for key in keys { first[key] = .string(key) }
        for key in keys.reversed() { second[key] = .string(key) }
        #expect(JSONWriter.write(.object(first)) == JSONWriter.write(.object(second)))
    }

    @Test(arguments: [
        (JSONPath.root, "$"),
        (JSONPath.root.appending("btns").appending(1).appending("click_action"), "btns[1].click_action"),
        (JSONPath.root.appending(2).appending("data").appending("btns").appending(0), "$[2].data.btns[0]"),
        (JSONPath.root.appending("campaigns").appending(2).appending(JSONPath.root.appending("data")), "campaigns[2].data"),
        (JSONPath.root.appending("extras").appending("custom-display"), #"extras["custom-display"]"#),
        (JSONPath.root.appending("extras").appending(""), #"extras[""]"#),
        (JSONPath.root.appending("x").appending("1a"), #"x["1a"]"#),
    ])
    func describesPaths(path: JSONPath, description: String) {
        #expect(path.description == description)
    }

    @Test func describesErrors() {
        #expect(WireError(message: "m", line: 3, column: 15).description == "line 3, column 15: m")
        #expect(WireError(message: "m", path: JSONPath.root.appending("a")).description == "a: m")
        #expect(WireError(message: "m").description == "m")
    }
}
