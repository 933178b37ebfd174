import Testing

@testable import vitrine

/// The text report's line: `file:line:column: severity: message [rule]`, or a JSON path.
@Suite struct ReportLineTests {
    @Test func reportLineNamesPositionOrPath() {
        var text: [UInt8] = []
        ReportLine.append(
            file: "a.html",
            line: 3,
            column: 14,
            path: nil,
            severity: "error",
            message: "ids must be unique",
            rule: "duplicate-id",
            to: &text
        )
        text.append(UInt8(ascii: "\n"))
        ReportLine.append(file: "c.json", line: nil, column: nil, path: "data.btns[0]", severity: "warning", message: "é", rule: "r", to: &text)
        #expect(String(decoding: text, as: UTF8.self) == "a.html:3:14: error: ids must be unique [duplicate-id]\nc.json:data.btns[0]: warning: é [r]")
    }

    /// A finding inside one value of a JSON file (an HTML message) names the value's line and
    /// column as the value's, never as the file's `file:line:column`.
    @Test func aPositionInsideAValueSaysSo() {
        var text: [UInt8] = []
        ReportLine.append(
            file: "h.json",
            line: 2,
            column: 5,
            path: "data.message",
            severity: "warning",
            message: "stray",
            rule: "stray-end-tag",
            to: &text
        )
        #expect(String(decoding: text, as: UTF8.self) == "h.json:data.message (line 2, column 5 of the value): warning: stray [stray-end-tag]")
    }
}
