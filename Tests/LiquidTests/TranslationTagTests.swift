import Liquid
import Testing

/// Braze's `{% translation id %}default{% endtranslation %}`: the active table's text (itself
/// Liquid), the default text otherwise, and located errors.
@Suite struct TranslationTagTests {
    private let french = LiquidContext(
        attributes: ["first_name": .string("Ada")],
        translation: LiquidTranslation(locale: "fr", texts: ["head": "Soldes de printemps", "hello": "Bonjour {{${first_name}}} !"])
    )

    @Test func withoutATableTheDefaultTextRenders() throws {
        #expect(try render("{% translation head %}Spring sale{% endtranslation %}!") == "Spring sale!")
        let rendering = try LiquidTemplate(parsing: "{% translation head %}Spring{% endtranslation %}").render(LiquidContext())
        #expect(rendering.untranslated.isEmpty)
    }

    @Test func theActiveTableReplacesTheDefaultAndItsLiquidRenders() throws {
        #expect(try render("<b>{% translation head %}Spring sale{% endtranslation %}</b>", french) == "<b>Soldes de printemps</b>")
        #expect(try render("{% translation hello %}Hello {{${first_name}}}!{% endtranslation %}", french) == "Bonjour Ada !")
    }

    @Test func theDefaultTextIsLiquidToo() throws {
        #expect(try render("{% translation hi %}Hi {{${first_name}}}{% endtranslation %}", french) == "Hi Ada")
    }

    @Test func idsMissingFromTheTableAreListedOnce() throws {
        let source =
            "{% translation cta %}Buy{% endtranslation %} {% translation head %}x{% endtranslation %} {% translation cta %}Buy{% endtranslation %}"
        let rendering = try LiquidTemplate(parsing: source).render(french)
        #expect(rendering.text == "Buy Soldes de printemps Buy")
        #expect(rendering.untranslated == ["cta"])
    }

    @Test func translationsWorkInsideAWholeHTMLDocumentAndAttributes() throws {
        let source = """
            <!DOCTYPE html>
            <html><body>
            <h1>{% translation head %}Spring sale{% endtranslation %}</h1>
            <a href="https://example.com/{% translation link %}en{% endtranslation %}/page">go</a>
            </body></html>
            """
        var context = french
        context.translation?.texts["link"] = "fr"
        let text = try render(source, context)
        #expect(text.contains("<h1>Soldes de printemps</h1>"))
        #expect(text.contains("https://example.com/fr/page"))
    }

    @Test func translationsWorkInLoopsAndTheLiquidTag() throws {
        #expect(
            try render("{% for i in (1..2) %}{% translation head %}S{% endtranslation %};{% endfor %}", french)
                == "Soldes de printemps;Soldes de printemps;"
        )
        #expect(try render("{% liquid\ntranslation head\necho 'x'\nendtranslation %}", french) == "Soldes de printemps")
    }

    @Test func theTemplateListsItsTagsWithTheirDefaults() throws {
        let template = try LiquidTemplate(parsing: "a\n  {% translation head %}Spring {{ x }}{% if y %}!{% endif %}{% endtranslation %}")
        #expect(template.translationTags == [TranslationTag(id: "head", defaultText: "Spring {{ x }}{% if y %}!{% endif %}", line: 2, column: 3)])
        #expect(try LiquidTemplate(parsing: "plain").translationTags.isEmpty)
    }

    @Test func aMissingEndtranslationIsLocatedAtTheTag() {
        let error = renderError("one\ntwo {% translation head %}Spring sale")
        #expect(error?.line == 2)
        #expect(error?.column == 5)
        #expect(error?.message.contains("'translation' tag was never closed") == true)
    }

    @Test func aNestedTranslationIsLocatedAtTheInnerTag() {
        let error = renderError("{% translation a %}x\n  {% translation b %}y{% endtranslation %}{% endtranslation %}")
        #expect(error?.line == 2)
        #expect(error?.column == 3)
        #expect(error?.message.contains("cannot be nested") == true)
        #expect(error?.message.contains("'translation a' (line 1, column 1)") == true)
    }

    @Test func anIdUsedTwiceWithDifferentDefaultsIsLocatedAtTheSecond() {
        let error = renderError(
            "{% translation a %}Buy{% endtranslation %}\n{% translation a %}Buy{% endtranslation %} {% translation a %}Sell{% endtranslation %}"
        )
        #expect(error?.line == 2)
        #expect(error?.column == 44)
        #expect(error?.message.contains("different default texts (first at line 1, column 1)") == true)
    }

    @Test(arguments: [
        ("{% translation %}x{% endtranslation %}", "needs an id"),
        ("{% translation a b %}x{% endtranslation %}", "is not 1–64 letters"),
        ("{% translation 'a' %}x{% endtranslation %}", "is not 1–64 letters"),
        ("x {% endtranslation %}", "unexpected tag 'endtranslation'"),
    ])
    func badTagsAreRefused(source: String, message: String) {
        let error = renderError(source)
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
        #expect(error?.line == 1)
    }

    @Test func anErrorInATranslatedTextNamesTheLocaleAndIdAtTheTag() {
        var context = french
        context.translation?.texts["head"] = "Soldes {{ 'x' | no_such_filter }}"
        let error = renderError("\n  {% translation head %}Spring{% endtranslation %}", context)
        #expect(error?.line == 2)
        #expect(error?.column == 3)
        #expect(error?.message.contains("in the 'fr' text of translation 'head': line 1, column 17") == true)
        context.translation?.texts["head"] = "{% translation other %}x{% endtranslation %}"
        #expect(renderError("{% translation head %}Spring{% endtranslation %}", context)?.message.contains("cannot be nested") == true)
    }

    @Test func validIDs() {
        #expect(TranslationTag.isValidID("id_0"))
        #expect(TranslationTag.isValidID("offer-amount"))
        #expect(!TranslationTag.isValidID(""))
        #expect(!TranslationTag.isValidID("-x"))
        #expect(!TranslationTag.isValidID("a.b"))
        #expect(!TranslationTag.isValidID(String(repeating: "a", count: 65)))
    }
}
