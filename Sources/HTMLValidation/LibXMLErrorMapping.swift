import InAppMessaging

/// Turns libxml2's HTML4-era parser errors into diagnostics users can trust.
///
/// Errors that libxml2 raises for valid HTML5 (unknown tags like `<svg>` or `<main>`, bare `&`
/// in text and URLs) or that the HTML5-aware structure check reports more precisely
/// (mismatched and unexpected end tags, misplaced `<head>`, attribute syntax, truncation) are
/// dropped; every other error is reported as `parse-error` at libxml2's line and column.
enum LibXMLErrorMapping {
    /// libxml2 error codes superseded by the structure check or false for HTML5.
    static let superseded: Set<Int> = [
        800,  // XML_HTML_STRUCURE_ERROR: misplaced <html>/<head>/<body>/DOCTYPE
        801,  // XML_HTML_UNKNOWN_TAG: HTML5, SVG, MathML and custom elements
        76,  // XML_ERR_TAG_NAME_MISMATCH: unexpected or mismatched end tags
        77,  // XML_ERR_TAG_NOT_FINISHED
        42,  // XML_ERR_ATTRIBUTE_REDEFINED: reported as broken-attribute
        38, 39, 40, 41,  // attribute value syntax: reported as broken-attribute
        68,  // XML_ERR_NAME_REQUIRED: bare "&" and "<" are fine in HTML5; tags checked above
        23,  // XML_ERR_ENTITYREF_SEMICOL_MISSING: "&b=2" in URLs is fine in HTML5
        45,  // XML_ERR_COMMENT_NOT_FINISHED: reported as truncated-document
        73,  // XML_ERR_GT_REQUIRED: reported as truncated-document or broken-attribute
        61,  // XML_ERR_DOCTYPE_NOT_FINISHED: the tokenizer reads DOCTYPEs like browsers
        513,  // XML_DTD_ID_REDEFINED: duplicate-id knows that <template> contents are separate
    ]

    /// libxml2 error codes that mean the document cannot be what the author meant.
    static let errors: Set<Int> = [
        4,  // XML_ERR_DOCUMENT_EMPTY
        9,  // XML_ERR_INVALID_CHAR: control characters, NUL
        81,  // XML_ERR_INVALID_ENCODING: bytes that are not valid in the document's encoding
    ]

    /// The diagnostics for `errors`, leaving out superseded ones and ones on a line where the
    /// structure check already reported an error.
    static func diagnostics(for errors: [LibXMLError], alongside own: [HTMLDiagnostic]) -> [HTMLDiagnostic] {
        let ownErrorLines = Set(own.lazy.filter { $0.severity == .error }.map(\.line))
        var seen = Set<String>()
        var result: [HTMLDiagnostic] = []
        for error in errors where !superseded.contains(error.code) {
            let line = max(1, error.line)
            if ownErrorLines.contains(line) { continue }
            // libxml2 repeats some errors (encoding) once per byte; keep the first per line and text.
            guard seen.insert("\(line):\(error.message)").inserted else { continue }
            let severity: HTMLDiagnostic.Severity = Self.errors.contains(error.code) ? .error : .warning
            result.append(
                HTMLDiagnostic(
                    line: line,
                    column: max(1, error.column),
                    severity: severity,
                    rule: .parseError,
                    message: "libxml2: \(error.message)"
                )
            )
        }
        return result
    }
}
