internal import CLibXML2

/// Validates HTML in-app message payloads: libxml2's HTML parser for syntax errors, an
/// HTML5-aware structure check for what libxml2 misses or misreports, and in-app lint rules.
///
/// A validator is a value; `validate` is safe to call from many tasks at once (each call has its
/// own libxml2 parser context and error sink).
public struct HTMLValidator: Sendable {
    /// The options this validator applies.
    public var options: Options

    /// Creates a validator.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The libxml2 version the validator is linked against.
    public static var libxmlVersion: String {
        LIBXML_DOTTED_VERSION
    }

    /// Validates an HTML document and returns its diagnostics sorted by line, then column.
    public func validate(_ html: String) -> [HTMLDiagnostic] {
        var html = html
        return html.withUTF8 { validate(bytes: $0) }
    }

    /// Validates HTML given as bytes (decoded as UTF-8 unless the document says otherwise).
    public func validate(_ bytes: [UInt8]) -> [HTMLDiagnostic] {
        bytes.withUnsafeBufferPointer { validate(bytes: $0) }
    }

    /// Whether any diagnostic is an error.
    public static func hasErrors(_ diagnostics: [HTMLDiagnostic]) -> Bool {
        diagnostics.contains { $0.severity == .error }
    }

    private func validate(bytes: UnsafeBufferPointer<UInt8>) -> [HTMLDiagnostic] {
        let source = SourceMap(bytes)
        let scan = DocumentScan.run(bytes: bytes, source: source, maxPayloadBytes: options.maxPayloadBytes)
        var diagnostics = scan.map { finding in
            let location = source.location(of: finding.offset)
            return HTMLDiagnostic(line: location.line, column: location.column, severity: finding.severity,
                                  rule: finding.rule, message: finding.message)
        }
        let parserErrors = LibXMLParser.errors(in: bytes)
        diagnostics += LibXMLErrorMapping.diagnostics(for: parserErrors, alongside: diagnostics)
        diagnostics = diagnostics.filter { !options.disabledRules.contains($0.rule) }
        return diagnostics.sorted(by: HTMLDiagnostic.positionOrder)
    }
}
