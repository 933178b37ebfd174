import CampaignServices
import Testing

/// How `vitrine validate` tells JSON from an HTML document: the first byte that is not blank.
@Suite struct InputKindTests {
    @Test(arguments: [
        ("{\"type\": 1}", true), ("  \n\t[1]", true), ("\u{FEFF}{}", true), ("\r\n{", true),
        ("<!doctype html>", false), ("", false), ("   ", false), ("hello {", false), ("\u{FEFF}<html>", false),
    ])
    func inputKindReadsTheFirstByteThatIsNotBlank(text: String, isJSON: Bool) {
        #expect(InputKind.isJSON(Array(text.utf8)) == isJSON)
    }
}
