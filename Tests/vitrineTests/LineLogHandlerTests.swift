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

    @Test func theTextTimeIsUTCToTheSecond() {
        #expect(LineLogHandler.secondStamp(0) == "1970-01-01T00:00:00+0000")
        #expect(LineLogHandler.secondStamp(1_767_225_599) == "2025-12-31T23:59:59+0000")
        #expect(LineLogHandler.secondStamp(1_767_225_600) == "2026-01-01T00:00:00+0000")
    }

    @Test func plainASCIIAndOtherTextAreSettledAlike() {
        #expect(LineLogHandler.quoted("/campaigns/a-b_c/render") == "/campaigns/a-b_c/render")
        #expect(LineLogHandler.quoted("café") == "café")
        #expect(LineLogHandler.quoted("tab\there") == "\"tab\\there\"")
    }
}
