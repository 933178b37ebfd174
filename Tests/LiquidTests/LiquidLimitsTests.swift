import Foundation
import Liquid
import Testing

/// Hostile-input limits, error positions and the plain-text fast path.
@Suite struct LiquidLimitsTests {
    @Test func hugeRangeStopsAtTheStepLimit() {
        let error = renderError("{% for i in (1..1000000000) %}x{% endfor %}")
        #expect(error?.message.contains("render budget exceeded (steps") == true)
    }

    @Test func hugeRangeLiteralIsNotMaterialised() {
        #expect(renderError("{{ (1..1000000000) | join: ',' }}") != nil)
    }

    @Test func deepNestingIsAParseError() {
        let source = String(repeating: "{% if true %}", count: 10_000) + String(repeating: "{% endif %}", count: 10_000)
        #expect(throws: LiquidError.self) { try LiquidTemplate(parsing: source) }
    }

    @Test func integerOverflowDoesNotTrap() throws {
        #expect(try render("{{ 9223372036854775807 | plus: 1 }}") == "9.223372036854776e+18")
        #expect(try render("{{ 9223372036854775807 | times: 2 }}") == "1.8446744073709552e+19")
        #expect(try render("{{ -9223372036854775807 | minus: 5 | abs }}") == "9.223372036854776e+18")
        #expect(renderError("{{ 5 | divided_by: 0 }}") != nil)
    }

    @Test func outputIsCapped() {
        let limits = LiquidLimits(maxOutputBytes: 1000, maxSteps: 1_000_000, maxDepth: 100)
        let error = renderError("{% for i in (1..2000) %}xx{% endfor %}", limits: limits)
        #expect(error?.message.contains("render budget exceeded (bytes") == true)
        let doubling = "{% assign s = 'ab' %}{% for i in (1..40) %}{% assign s = s | append: s %}{% endfor %}"
        #expect(renderError(doubling) != nil)
    }

    @Test func errorsCarryLineAndColumn() {
        let unknownTag = renderError("hello\n  {% nosuchtag %}")
        #expect(unknownTag?.line == 2)
        #expect(unknownTag?.column == 3)
        #expect(unknownTag?.description == "line 2, column 3: unknown tag 'nosuchtag'")
        let unknownFilter = renderError("a {{ x | nosuch }}")
        #expect(unknownFilter?.message == "unknown filter 'nosuch'")
        // The filter's own column, not the output's: a reader looks there.
        #expect(unknownFilter?.column == 10)
        let inAssign = renderError("ab\n  {% assign z = \"é\" | upcase | zap %}")
        #expect(inAssign?.description == "line 2, column 32: unknown filter 'zap'")
        let inCondition = renderError("{%- if a == \"b\" | %}x{% endif %}")
        #expect(inCondition?.description == "line 1, column 17: unexpected 'pipe'")
        #expect(renderError("{% if x %}open")?.message.contains("never closed") == true)
    }

    @Test func plainTextIsReturnedUnchanged() throws {
        let template = try LiquidTemplate(parsing: "Just text, 100% {plain}")
        #expect(template.isPlainText)
        #expect(try template.render(LiquidContext()).text == "Just text, 100% {plain}")
        #expect(try LiquidTemplate(parsing: "{{ x }}").isPlainText == false)
    }

    @Test func jsonTextKeepsKeyOrder() {
        guard case .object(let object)? = LiquidValue(jsonText: #"{"b": 1, "a": [true, null, 2.5, "x"]}"#) else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == ["b", "a"])
        #expect(object["a"] == .array([.bool(true), .null, .float(2.5), .string("x")]))
        #expect(LiquidValue(jsonText: "{") == nil)
        #expect(LiquidValue(jsonText: String(repeating: "[", count: 100_000)) == nil)
    }

    @Test func forLoopOverParsedJSONFollowsSourceOrder() throws {
        var context = LiquidContext()
        context.connectedContent = ["https://api.example.com/o": #"{"b":1,"a":2}"#]
        let template = try LiquidTemplate(
            parsing: "{% connected_content https://api.example.com/o :save obj %}{% for pair in obj %}{{ pair[0] }}={{ pair[1] }};{% endfor %}"
        )
        #expect(try template.render(context).text == "b=1;a=2;")
    }

    @Test func jsonTextKeepsTheLastOfARepeatedKeyInItsFirstPlace() {
        guard case .object(let object)? = LiquidValue(jsonText: #"{"a": 1, "b": 2, "a": 3}"#) else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == ["a", "b"])
        #expect(object["a"] == .integer(3))
        #expect(LiquidValue(jsonText: String(repeating: "[", count: 200) + String(repeating: "]", count: 200)) != nil)
        #expect(LiquidValue(jsonText: String(repeating: "[", count: 201) + String(repeating: "]", count: 201)) == nil)
    }
}

/// Deep templates and content blocks render within a 4 MiB thread stack, even in a debug build (release frames are far smaller).
@Suite struct LiquidStackTests {
    @Test func deepNestingFitsInASmallStack() async {
        let nested = String(repeating: "{% if true %}", count: 99) + "x" + String(repeating: "{% endif %}", count: 99)
        var blocks: [String: String] = [:]
        for index in 0..<10 { blocks["b\(index)"] = nested.replacingOccurrences(of: "x", with: "{{content_blocks.${b\(index + 1)}}}") }
        blocks["b10"] = "end"
        let context = LiquidContext(contentBlocks: blocks)
        let outcome: String = await withCheckedContinuation { continuation in
            let thread = Thread {
                do {
                    continuation.resume(returning: try render("{{content_blocks.${b0}}}", context))
                } catch {
                    continuation.resume(returning: "error: \(error)")
                }
            }
            thread.stackSize = 4 << 20
            thread.start()
        }
        #expect(outcome.hasPrefix("error: ") || outcome == "end")
    }
}
