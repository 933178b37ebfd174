internal import CLibXML2
import InAppMessaging

/// Validates HTML in-app message payloads: libxml2's HTML parser for syntax errors, an
/// HTML5-aware structure check for what libxml2 misses or misreports, and in-app lint rules.
///
/// A validator is a value; `validate` is safe to call from many tasks at once (each call has its
/// own libxml2 parser context and error sink).
public struct HTMLValidator: Sendable {
    /// The options this validator applies.
    public var options: Options
    /// Stops a validation in progress (a deadline, a client gone); nil to always run to the end.
    public var cancellation: Cancellation?

    /// Creates a validator.
    public init(options: Options = Options(), cancellation: Cancellation? = nil) {
        self.options = options
        self.cancellation = cancellation
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
    ///
    /// The work is linear in the document: elements deeper than `options.maxDepth` are not
    /// checked, and past `options.maxDiagnostics` diagnostics the rest are counted in one
    /// `too-many-diagnostics` (an error when errors were left out, else info); errors are kept
    /// before warnings, warnings before infos. If
    /// `cancellation` fires, what was found so far comes back with one `validation-stopped` error.
    public func validate(bytes: UnsafeBufferPointer<UInt8>) -> [HTMLDiagnostic] {
        if cancellation?.isCancelled == true { return [Self.stopped(at: (1, 1))] }
        let passes = Passes(bytes: bytes, options: options, cancellation: cancellation)
        // Large documents: both passes at once, on this thread and one more (`OrderedWork`).
        _ = OrderedWork.map(count: 2, jobs: bytes.count < options.parallelThreshold ? 1 : 2) { passes.run($0) }
        let source = passes.source
        let findings = passes.scan.findings
        var diagnostics = zip(findings, source.locations(of: findings.map(\.offset))).map { finding, location in
            HTMLDiagnostic(
                line: location.line,
                column: location.column,
                severity: finding.severity,
                rule: finding.rule,
                message: finding.message
            )
        }
        diagnostics += LibXMLErrorMapping.diagnostics(for: passes.parse.errors, alongside: diagnostics)
        diagnostics = diagnostics.filter { !options.disabledRules.contains($0.rule) }
        diagnostics.sort(by: HTMLDiagnostic.positionOrder)
        var omitted = passes.scan.omitted
        omitted += passes.parse.omitted
        if diagnostics.count > options.maxDiagnostics {
            // Keep the most severe (an error behind a thousand warnings must show), in position order.
            diagnostics.sort { $0.severity.rank != $1.severity.rank ? $0.severity.rank < $1.severity.rank : HTMLDiagnostic.positionOrder($0, $1) }
            for diagnostic in diagnostics[options.maxDiagnostics...] { omitted.add(diagnostic.severity) }
            diagnostics.removeSubrange(options.maxDiagnostics...)
            diagnostics.sort(by: HTMLDiagnostic.positionOrder)
        }
        let end = source.location(of: bytes.count)
        if passes.scan.cancelled || passes.parse.cancelled {
            diagnostics.append(Self.stopped(at: end))
        }
        if omitted.total > 0, !options.disabledRules.contains(.tooManyDiagnostics) {
            diagnostics.append(Self.tooMany(omitted, at: end))
        }
        return diagnostics
    }

    /// The diagnostic of a validation cancelled before the end.
    private static func stopped(at location: (line: Int, column: Int)) -> HTMLDiagnostic {
        HTMLDiagnostic(
            line: location.line,
            column: location.column,
            severity: .error,
            rule: .validationStopped,
            message: "the validation stopped before the end of the document (time limit or cancelled): the diagnostics are incomplete"
        )
    }

    /// The one diagnostic that counts those left out.
    private static func tooMany(_ omitted: OmittedCount, at location: (line: Int, column: Int)) -> HTMLDiagnostic {
        var parts: [String] = []
        if omitted.errors > 0 { parts.append("\(omitted.errors) error\(omitted.errors == 1 ? "" : "s")") }
        if omitted.warnings > 0 { parts.append("\(omitted.warnings) warning\(omitted.warnings == 1 ? "" : "s")") }
        if omitted.infos > 0 { parts.append("\(omitted.infos) info\(omitted.infos == 1 ? "" : "s")") }
        let count = "\(omitted.total) more diagnostic\(omitted.total == 1 ? " is" : "s are") not shown"
        return HTMLDiagnostic(
            line: location.line,
            column: location.column,
            severity: omitted.errors > 0 ? .error : .info,
            rule: .tooManyDiagnostics,
            message: "\(count) (\(parts.joined(separator: ", "))); fix the ones above and validate again"
        )
    }

    /// The two independent passes over one document and their results.
    ///
    /// Unchecked Sendable: both passes only read `bytes` (alive for the whole call) and each
    /// writes only its own fields (the scan's pass its result and `source`); `OrderedWork` joins
    /// its thread before the results are read.
    private final class Passes: @unchecked Sendable {
        let bytes: UnsafeBufferPointer<UInt8>
        let options: Options
        let cancellation: Cancellation?
        var scan = DocumentScan.Outcome()
        var parse = LibXMLParser.Outcome()

        /// The document's lines, built by the scan's pass (libxml2's does not need them, so it
        /// starts without waiting for them).
        private(set) lazy var source = SourceMap(bytes)

        /// Prepares both passes over `bytes`.
        init(bytes: UnsafeBufferPointer<UInt8>, options: Options, cancellation: Cancellation?) {
            self.bytes = bytes
            self.options = options
            self.cancellation = cancellation
        }

        /// Pass 0: tokenizer, structure check and lint. Pass 1: libxml2.
        func run(_ pass: Int) {
            if pass == 0 {
                scan = DocumentScan.run(bytes: bytes, source: source, options: options, cancellation: cancellation)
            } else {
                parse = LibXMLParser.parse(bytes, maxDepth: options.maxDepth, cancellation: cancellation)
            }
        }
    }
}
