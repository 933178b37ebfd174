import Testing

@testable import Dashboard

/// CRLF and CR line ends from browsers: HTML diagnostics quote the right line whatever the line
/// ends, and form values are stored with Unix line ends.
@Suite struct LineEndTests {
    @Test(arguments: ["\r\n", "\r", "\n"])
    func htmlDiagnosticsQuoteTheRightLineWhateverTheLineEnds(_ end: String) throws {
        let html = [
            "<!doctype html>", "<html lang=\"en\"><head><title>t</title></head>", "<body>", "<p id=\"a\">1</p>", "<p id=\"a\">2</p>",
            "</body></html>",
        ]
        .joined(separator: end)
        let duplicate = try #require(HTMLDiagnosticView.list(for: html).first { $0.rule == "duplicate-id" })
        #expect(duplicate.line == "5")
        #expect(duplicate.excerpt == "<p id=\"a\">2</p>")
    }

    @Test func formValuesAreStoredWithUnixLineEnds() throws {
        let form = try FormData(urlEncoded: Array("html=a%0D%0Ab%0Dc%0Ad".utf8))
        #expect(form.text("html") == "a\nb\nc\nd")
        var appended = FormData()
        appended.append("x", "1\r\n2")
        #expect(appended["x"] == "1\n2")
    }
}
