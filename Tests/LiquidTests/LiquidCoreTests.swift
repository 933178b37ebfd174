import Liquid
import Testing

/// Core behaviour outside the golden suite: values, whitespace control, the `liquid` tag and positions.
@Suite struct LiquidCoreTests {
    @Test func objectKeepsInsertionOrder() {
        var object = LiquidObject([("b", .integer(1)), ("a", .integer(2))])
        object["c"] = .bool(true)
        object["b"] = nil
        #expect(object.keys == ["a", "c"])
        #expect(object["a"] == .integer(2))
        #expect(object["b"] == nil)
    }

    @Test func iteratingAMapFollowsKeyOrder() throws {
        let context = LiquidContext(variables: ["m": .object(LiquidObject([("z", .integer(1)), ("a", .integer(2))]))])
        #expect(try render("{% for pair in m %}{{ pair[0] }}={{ pair[1] }};{% endfor %}", context) == "z=1;a=2;")
    }

    @Test func whitespaceControlAndLiquidTag() throws {
        #expect(try render("a  {%- assign x = 1 -%}  b {{- x -}} c") == "ab1c")
        #expect(try render("{% liquid\n  assign n = 2\n  for i in (1..n)\n    echo i\n  endfor\n%}") == "12")
    }

    @Test func rightAssociativeAndOr() throws {
        #expect(try render("{% if true or false and false %}yes{% else %}no{% endif %}") == "yes")
        #expect(try render("{% if false and false or true %}yes{% else %}no{% endif %}") == "no")
    }

    @Test func renderErrorsCarryThePositionOfTheirTag() {
        let error = renderError("line one\n\n   {{ 'x' | divided_by: 0 }}")
        #expect(error?.line == 3)
        #expect(error?.column == 4)
    }

    @Test func templateRendersManyTimes() throws {
        let template = try LiquidTemplate(parsing: "{% increment n %}{{ name }}")
        #expect(try template.render(LiquidContext(variables: ["name": .string("A")])).text == "0A")
        #expect(try template.render(LiquidContext(variables: ["name": .string("B")])).text == "0B")
    }
}
