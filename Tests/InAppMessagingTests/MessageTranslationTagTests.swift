import InAppMessaging
import Liquid
import Testing

/// Translation tags across a message's Liquid fields: listed with their field, and an id that two
/// fields give different default texts is an error at the later one.
@Suite struct MessageTranslationTagTests {
    @Test func tagsAreListedWithTheirFieldsInWireOrder() throws {
        let message = try PersonalisationTests.message(
            #"{"type": "MODAL", "header": "{% translation head %}Spring sale{% endtranslation %}", "message": "x\n {% translation body %}Up to 50%{% endtranslation %}", "btns": [{"text": "{% translation cta %}Shop{% endtranslation %}"}, {"text": "{% translation head %}Spring sale{% endtranslation %}"}]}"#
        )
        #expect(
            message.translationTags.map { "\($0.path) \($0.tag.id) \($0.tag.line):\($0.tag.column)" } == [
                "header head 1:1", "message body 2:2", "btns[0].text cta 1:1", "btns[1].text head 1:1",
            ]
        )
        #expect(message.translationIDs.map(\.id) == ["head", "body", "cta"])
        #expect(message.translationIDs.map(\.defaultText) == ["Spring sale", "Up to 50%", "Shop"])
        #expect(message.liquidSyntaxProblems.isEmpty)
    }

    @Test func aWholeHTMLDocumentHasItsTags() throws {
        let message = try PersonalisationTests.message(
            #"{"type": "HTML", "message": "<!DOCTYPE html><html><body><h1>{% translation head %}Hi{% endtranslation %}</h1></body></html>"}"#
        )
        #expect(message.translationIDs.map(\.id) == ["head"])
    }

    @Test func differentDefaultsInTwoFieldsAreAnErrorAtTheSecond() throws {
        let message = try PersonalisationTests.message(
            #"{"type": "MODAL", "header": "{% translation head %}Spring sale{% endtranslation %}", "message": "Hi\n  {% translation head %}Summer sale{% endtranslation %}"}"#
        )
        let problems = message.liquidSyntaxProblems
        #expect(problems.count == 1)
        #expect(problems.first?.path.description == "message")
        #expect(problems.first?.line == 2)
        #expect(problems.first?.column == 3)
        #expect(problems.first?.message.contains("first in header, line 1, column 1") == true)
        #expect(message.diagnostics().contains { $0.rule == .liquidError && $0.path.description == "message" })
    }

    @Test func aFieldThatDoesNotParseIsASyntaxErrorNotATag() throws {
        let message = try PersonalisationTests.message(
            #"{"type": "MODAL", "header": "{% translation head %}Spring sale", "message": "{% translation body %}x{% endtranslation %}"}"#
        )
        #expect(message.translationIDs.map(\.id) == ["body"])
        #expect(message.liquidSyntaxProblems.map(\.path.description) == ["header"])
        #expect(message.liquidSyntaxProblems.first?.message.contains("never closed") == true)
    }
}
