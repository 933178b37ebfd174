internal import CLibXML2
import Dispatch

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

    /// Validates bytes that stay alive for the duration of the call.
    func validate(bytes: UnsafeBufferPointer<UInt8>) -> [HTMLDiagnostic] {
        let source = SourceMap(bytes)
        let passes = Passes(bytes: bytes, source: source, maxPayloadBytes: options.maxPayloadBytes)
        if bytes.count >= options.parallelThreshold {
            DispatchQueue.concurrentPerform(iterations: 2) { passes.run($0) }
        } else {
            passes.run(0)
            passes.run(1)
        }
        var diagnostics = passes.findings.map { finding in
            let location = source.location(of: finding.offset)
            return HTMLDiagnostic(line: location.line, column: location.column, severity: finding.severity,
                                  rule: finding.rule, message: finding.message)
        }
        diagnostics += LibXMLErrorMapping.diagnostics(for: passes.parserErrors, alongside: diagnostics)
        diagnostics = diagnostics.filter { !options.disabledRules.contains($0.rule) }
        return diagnostics.sorted(by: HTMLDiagnostic.positionOrder)
    }

    /// The two independent passes over one document and their results.
    ///
    /// Unchecked Sendable: both passes only read `bytes` (alive for the whole call) and each
    /// writes only its own result field; `concurrentPerform` returns after both finished.
    private final class Passes: @unchecked Sendable {
        let bytes: UnsafeBufferPointer<UInt8>
        let source: SourceMap
        let maxPayloadBytes: Int
        var findings: [Finding] = []
        var parserErrors: [LibXMLError] = []

        /// Prepares both passes over `bytes`.
        init(bytes: UnsafeBufferPointer<UInt8>, source: SourceMap, maxPayloadBytes: Int) {
            self.bytes = bytes
            self.source = source
            self.maxPayloadBytes = maxPayloadBytes
        }

        /// Pass 0: tokenizer, structure check and lint. Pass 1: libxml2.
        func run(_ pass: Int) {
            if pass == 0 {
                findings = DocumentScan.run(bytes: bytes, source: source, maxPayloadBytes: maxPayloadBytes)
            } else {
                parserErrors = LibXMLParser.errors(in: bytes)
            }
        }
    }
}
