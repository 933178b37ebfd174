import Testing

@testable import vitrine

/// The text log quotes any value that could pass for another field or another line.
@Suite struct LineLogHandlerTests {
    @Test(arguments: [
        ("abc-123", "abc-123"),
        ("", "\"\""),
        ("two words", "\"two words\""),
        ("a=b", "\"a=b\""),
        ("say \"hi\"", "\"say \\\"hi\\\"\""),
        ("line\nbreak", "\"line\\nbreak\""),
        ("back\\slash", "\"back\\\\slash\""),
    ])
    func valuesAreQuotedWhenTheyNeedIt(_ value: String, _ written: String) {
        #expect(LineLogHandler.quoted(value) == written)
    }
}
