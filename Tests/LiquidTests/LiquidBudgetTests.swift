import Foundation
import Liquid
import Testing

/// The request's render budget: hostile templates (filters toward gigabytes of text, `uniq` over
/// copies of a big string) stop with a located "render budget exceeded" before they allocate or
/// spin, and renders sharing a budget share it.
@Suite struct LiquidBudgetTests {
    /// A string doubled to `2^doublings` copies of `seed`, built with assigns (each within the limits).
    static func doubled(_ name: String, _ seed: String, _ doublings: Int) -> String {
        "{% assign \(name) = '\(seed)' %}{% for i in (1..\(doublings)) %}{% assign \(name) = \(name) | append: \(name) %}{% endfor %}"
    }

    @Test func replaceIsRefusedBeforeItAllocates() {
        // 512 KiB of text, every gap filled with 64 Ki characters: 32 GiB if it ran.
        let source = Self.doubled("ins", "x", 16) + Self.doubled("t", "y", 19) + "{% assign z = t | replace: \"\", ins %}done"
        let error = renderError(source)
        #expect(error?.message.contains("replace: render budget exceeded (bytes)") == true, "\(String(describing: error))")
        #expect(error?.line == 1)
    }

    @Test func joinAppendAndDateFormatsAreRefusedBeforeTheyAllocate() {
        let join = "{% assign parts = 'a,b,c,d' | split: ',' %}" + Self.doubled("glue", "g", 19) + "{{ parts | join: glue }}"
        #expect(renderError(join)?.message.contains("join: render budget exceeded (bytes)") == true)
        let date = Self.doubled("f", "%Y", 16) + "{{ 'now' | date: f }}"
        #expect(renderError(date)?.message.contains("date: render budget exceeded (bytes)") == true)
    }

    @Test func uniqOverManyCopiesOfABigStringIsRefused() {
        // 2^16 references to one 16 KiB string: 1 GiB for uniq to read.
        let source =
            Self.doubled("s", "z", 14)
            + "{% assign list = s | split: '#' %}{% for i in (1..16) %}{% assign list = list | concat: list %}{% endfor %}{{ list | uniq | size }}"
        #expect(renderError(source)?.message.contains("render budget exceeded (bytes)") == true)
    }

    @Test func contentBlockInclusionsAreCounted() {
        let context = LiquidContext(contentBlocks: ["banner": "<b>sale</b>"])
        let budget = LiquidBudget(limits: .init(includes: 50))
        var limited = context
        limited.budget = budget
        let error = renderError("{% for i in (1..1000) %}{{ content_blocks.${banner} }}{% endfor %}", limited)
        #expect(error?.message == "render budget exceeded (includes)")
        #expect(budget.exceeded == .includes)
    }

    @Test func warningsAreCappedAndTheRestCounted() throws {
        let budget = LiquidBudget()
        let context = LiquidContext(budget: budget)
        let url = String(repeating: "u", count: 8192)
        let result = try LiquidTemplate(parsing: "{% for i in (1..2000) %}{% connected_content https://x.test/\(url) %}{% endfor %}ok").render(
            context
        )
        #expect(result.text == "ok")
        #expect(result.warnings.count == 100)
        #expect(budget.warningsDropped == 1_900)
        #expect(result.warnings.allSatisfy { $0.message.utf8.count < 400 })
    }

    @Test func rendersSharingABudgetShareItsSteps() throws {
        let budget = LiquidBudget(limits: .init(steps: 50_000))
        var context = LiquidContext()
        context.budget = budget
        let loop = try LiquidTemplate(parsing: "{% for i in (1..20000) %}{% endfor %}x")
        #expect(try loop.render(context).text == "x")
        #expect(try loop.render(context).text == "x")
        #expect(throws: LiquidError.self) { try loop.render(context) }
        #expect(budget.exceeded == .steps)
    }

    @Test func ordinaryTemplatesStayWellInsideTheBudget() throws {
        let budget = LiquidBudget()
        var context = LiquidContext(variables: ["names": .array([.string("Ada"), .string("Grace")])])
        context.budget = budget
        let text = try LiquidTemplate(parsing: "{% for n in names %}{{ n | upcase | append: '!' }} {% endfor %}{{ 'a-b' | replace: '-', ' ' }}")
            .render(context)
        #expect(text.text == "ADA! GRACE! a b")
        #expect(budget.exceeded == nil)
        #expect(budget.steps < 100)
    }
}
