internal import CLibXML2

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    public func validate(bytes: UnsafeBufferPointer<UInt8>) -> [HTMLDiagnostic] {
        let source = SourceMap(bytes)
        let passes = Passes(bytes: bytes, source: source, maxPayloadBytes: options.maxPayloadBytes)
        if bytes.count < options.parallelThreshold || !passes.runInParallel() {
            passes.run(0)
            passes.run(1)
        }
        var diagnostics = passes.findings.map { finding in
            let location = source.location(of: finding.offset)
            return HTMLDiagnostic(
                line: location.line,
                column: location.column,
                severity: finding.severity,
                rule: finding.rule,
                message: finding.message
            )
        }
        diagnostics += LibXMLErrorMapping.diagnostics(for: passes.parserErrors, alongside: diagnostics)
        diagnostics = diagnostics.filter { !options.disabledRules.contains($0.rule) }
        return diagnostics.sorted(by: HTMLDiagnostic.positionOrder)
    }

    /// The two independent passes over one document and their results.
    ///
    /// Unchecked Sendable: both passes only read `bytes` (alive for the whole call) and each
    /// writes only its own result field; the second thread is joined before results are read.
    /// A plain thread rather than `DispatchQueue.concurrentPerform`: under heavy machine load
    /// the dispatch pool could leave the caller waiting far longer than the work takes.
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

        /// Runs libxml2 on a new thread while this one scans; false if no thread could start.
        func runInParallel() -> Bool {
            let context = Unmanaged.passRetained(self).toOpaque()
            #if canImport(Glibc)
            var thread = pthread_t()
            #else
            var thread: pthread_t?
            #endif
            let started = pthread_create(
                &thread,
                nil,
                { context in
                    guard let context else { return nil }
                    Unmanaged<Passes>.fromOpaque(context).takeRetainedValue().run(1)
                    return nil
                },
                context
            )
            guard started == 0 else {
                Unmanaged<Passes>.fromOpaque(context).release()
                return false
            }
            run(0)
            #if canImport(Glibc)
            pthread_join(thread, nil)
            #else
            if let thread { pthread_join(thread, nil) }
            #endif
            return true
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
