import InAppMessaging
import Testing

@testable import HTMLValidation

/// Each deliberately broken corpus document triggers its rule at the exact position to look at.
@Suite struct BrokenDocumentTests {
    /// One expectation: in `file`, rule `rule` reports `severity` at `line`:`column`.
    struct Case: CustomTestStringConvertible, Sendable {
        var file: String
        var rule: RuleID
        var severity: HTMLDiagnostic.Severity
        var line: Int
        var column: Int
        var testDescription: String { "\(file) → \(rule) at \(line):\(column)" }
    }

    static let cases: [Case] = [
        // <span> left open when </div> closes its parent.
        Case(file: "unclosed-element.html", rule: .unclosedElement, severity: .error, line: 10, column: 3),
        // <path> left open when </svg> closes it.
        Case(file: "unclosed-svg.html", rule: .unclosedElement, severity: .error, line: 9, column: 26),
        Case(file: "stray-end-tag.html", rule: .strayEndTag, severity: .warning, line: 10, column: 15),
        Case(file: "misplaced-head.html", rule: .misplacedHead, severity: .error, line: 10, column: 1),
        Case(file: "misplaced-body.html", rule: .misplacedBody, severity: .warning, line: 10, column: 1),
        // Reported at the second id attribute.
        Case(file: "duplicate-id.html", rule: .duplicateId, severity: .error, line: 10, column: 16),
        // The document stops inside <img …: reported at its "<".
        Case(file: "truncated-document.html", rule: .truncatedDocument, severity: .error, line: 11, column: 3),
        Case(file: "truncated-script.html", rule: .truncatedDocument, severity: .error, line: 10, column: 1),
        Case(file: "truncated-comment.html", rule: .truncatedDocument, severity: .error, line: 10, column: 6),
        // class="btn"id="go": reported at the attribute whose value lacks the following space.
        Case(file: "broken-attribute.html", rule: .brokenAttribute, severity: .error, line: 9, column: 13),
        // class="hero> with no closing quote: reported at the attribute that opened it.
        Case(file: "unclosed-quote.html", rule: .brokenAttribute, severity: .error, line: 9, column: 6),
        Case(file: "unknown-element.html", rule: .unknownElement, severity: .warning, line: 9, column: 10),
        // A control character, reported by libxml2 itself.
        Case(file: "parse-error.html", rule: .parseError, severity: .error, line: 9, column: 5),
        // Reported at <body>.
        Case(file: "no-close.html", rule: .noClose, severity: .error, line: 8, column: 1),
        // At the misspelled member name.
        Case(file: "unknown-bridge-call.html", rule: .unknownBridgeCall, severity: .error, line: 9, column: 54),
        Case(file: "unknown-user-method.html", rule: .unknownBridgeCall, severity: .error, line: 9, column: 41),
        // At the value of abButtonId.
        Case(file: "ab-button-id.html", rule: .abButtonId, severity: .error, line: 9, column: 36),
        // At <head>.
        Case(file: "missing-viewport.html", rule: .missingViewport, severity: .warning, line: 3, column: 1),
        // At the URL.
        Case(file: "insecure-asset.html", rule: .insecureAsset, severity: .warning, line: 9, column: 11),
        Case(file: "insecure-css.html", rule: .insecureAsset, severity: .warning, line: 10, column: 28),
        Case(file: "javascript-url.html", rule: .javascriptUrl, severity: .warning, line: 9, column: 10),
    ]

    @Test(arguments: cases)
    func ruleFiresAtItsPosition(_ expected: Case) throws {
        let diagnostics = HTMLValidator().validate(try TestDocuments.corpusDocument(expected.file))
        let matching = diagnostics.filter { $0.rule == expected.rule }
        #expect(matching.count == 1, "\(diagnostics)")
        let found = try #require(matching.first)
        #expect(found.severity == expected.severity)
        #expect(found.line == expected.line)
        #expect(found.column == expected.column)
    }

    @Test func payloadTooLargeIsAnErrorAtTheStart() {
        let html = TestDocuments.page(String(repeating: "<p>filler text</p>\n", count: 100))
        let diagnostics = HTMLValidator(options: .init(maxPayloadBytes: 1000)).validate(html)
        #expect(diagnostics.map(\.rule.rawValue) == ["payload-too-large"])
        #expect(diagnostics.first.map { [$0.line, $0.column] } == [1, 1])
        #expect(HTMLValidator().validate(html) == [])
    }

    @Test func disabledRulesAreDropped() throws {
        let bytes = try TestDocuments.corpusDocument("missing-viewport.html")
        let validator = HTMLValidator(options: .init(disabledRules: [.missingViewport]))
        #expect(validator.validate(bytes) == [])
    }

    @Test func diagnosticsAreSortedByLineThenColumn() throws {
        let diagnostics = HTMLValidator().validate(try TestDocuments.corpusDocument("unclosed-quote.html"))
        #expect(diagnostics.count > 1)
        #expect(diagnostics == diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
    }

    @Test func columnsCountCharactersNotBytes() {
        let diagnostics = HTMLValidator().validate(TestDocuments.page("<p>héllo → <blink2>x</blink2></p>"))
        let unknown = diagnostics.first { $0.rule == .unknownElement }
        #expect(unknown.map { [$0.line, $0.column] } == [9, 12])
    }
}
