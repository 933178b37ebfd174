internal import CLibXML2

/// One error or warning reported by libxml2's HTML parser, copied out of libxml2's memory.
struct LibXMLError: Sendable, Hashable {
    /// The `xmlParserErrors` code (`XML_HTML_UNKNOWN_TAG` is 801, for example).
    var code: Int
    /// The `xmlErrorLevel`: 1 warning, 2 error, 3 fatal.
    var level: Int
    /// The 1-based line libxml2 reports.
    var line: Int
    /// The 1-based column libxml2 reports (`xmlError.int2`), or 0 when it has none.
    var column: Int
    /// The message without its trailing newline (empty for errors the mapping supersedes).
    var message: String
}

/// Parses HTML with libxml2's HTML parser and collects every parser error of that one parse.
///
/// The parse runs without building a tree (nothing reads it); a document is still freed if
/// libxml2 returns one.
///
/// Each call creates its own parser context whose structured error handler writes into a sink
/// owned by the call, so concurrent parses share no error state.
enum LibXMLParser {
    /// libxml2's global initialisation, run once per process before the first parse.
    static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// What one parse found.
    struct Outcome {
        /// The errors kept, in the order raised.
        var errors: [LibXMLError] = []
        /// Errors past `maxErrors` that would have been diagnostics, counted by severity.
        var omitted = OmittedCount()
        /// Whether the parse stopped early: elements nested deeper than the cap, or cancelled.
        var stopped = false
        /// Whether it stopped because of `cancellation`.
        var cancelled = false
    }

    /// Collects the errors of one parse; reached from C through the context's `_private` field.
    private final class Sink {
        var outcome = Outcome()
        let maxErrors: Int
        let maxDepth: Int
        let cancellation: HTMLValidator.Cancellation?
        var startTags = 0

        init(maxErrors: Int, maxDepth: Int, cancellation: HTMLValidator.Cancellation?) {
            self.maxErrors = maxErrors
            self.maxDepth = maxDepth
            self.cancellation = cancellation
        }
    }

    /// Parses `bytes` (no network, no entity expansion) and returns every error libxml2 raised.
    static func errors(in bytes: UnsafeBufferPointer<UInt8>) -> [LibXMLError] {
        parse(bytes).errors
    }

    /// Parses `bytes` and returns libxml2's errors, at most `maxErrors` of them.
    ///
    /// The parse stops once elements nest deeper than `maxDepth` (the structure check reports
    /// that, and libxml2 gains nothing from going on), or when `cancellation` fires; it polls
    /// `cancellation` every 1,024 start tags.
    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>,
        maxErrors: Int = 10_000,
        maxDepth: Int = Int.max,
        cancellation: HTMLValidator.Cancellation? = nil
    ) -> Outcome {
        precondition(initialized)
        guard let context = htmlNewParserCtxt() else { return Outcome() }
        defer { htmlFreeParserCtxt(context) }
        let sink = Sink(maxErrors: maxErrors, maxDepth: maxDepth, cancellation: cancellation)
        let options = Int32(HTML_PARSE_NONET.rawValue | HTML_PARSE_COMPACT.rawValue)
        withExtendedLifetime(sink) {
            vitrine_htmlSetErrorSink(context, collectError, Unmanaged.passUnretained(sink).toOpaque())
            vitrine_htmlSkipTree(context)
            context.pointee.sax.pointee.startElement = watchStartTag
            let length = Int32(clamping: bytes.count)
            let document = bytes.withMemoryRebound(to: CChar.self) { chars -> htmlDocPtr? in
                guard let base = chars.baseAddress else { return nil }
                return htmlCtxtReadMemory(context, base, length, nil, nil, options)
            }
            defer { if let document { xmlFreeDoc(document) } }
            vitrine_htmlSetErrorSink(context, nil, nil)
        }
        return sink.outcome
    }

    /// Stops the parse past the depth cap or when the validation is cancelled.
    private static let watchStartTag: startElementSAXFunc = { context, _, _ in
        guard let context, let raw = vitrine_parserContextSink(context) else { return }
        let sink = Unmanaged<Sink>.fromOpaque(raw).takeUnretainedValue()
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        sink.startTags += 1
        if Int(parser.pointee.nameNr) > sink.maxDepth {
            sink.outcome.stopped = true
        } else if sink.startTags & 1023 == 0, sink.cancellation?.isCancelled == true {
            sink.outcome.stopped = true
            sink.outcome.cancelled = true
        }
        if sink.outcome.stopped { xmlStopParser(parser) }
    }

    /// The structured error handler: copies the error into the sink of the context it came from.
    private static let collectError: xmlStructuredErrorFunc = { context, error in
        guard let error, let raw = vitrine_parserContextSink(context) else { return }
        let sink = Unmanaged<Sink>.fromOpaque(raw).takeUnretainedValue()
        let code = Int(error.pointee.code)
        let superseded = LibXMLErrorMapping.superseded.contains(code)
        guard sink.outcome.errors.count < sink.maxErrors else {
            if !superseded { sink.outcome.omitted.add(LibXMLErrorMapping.errors.contains(code) ? .error : .warning) }
            return
        }
        // Superseded errors are dropped later; their (many) messages are never read.
        var message = superseded ? "" : error.pointee.message.map { String(cString: $0) } ?? ""
        while message.last?.isWhitespace == true { message.removeLast() }
        sink.outcome.errors.append(
            LibXMLError(
                code: code,
                level: Int(error.pointee.level.rawValue),
                line: Int(error.pointee.line),
                column: Int(error.pointee.int2),
                message: message
            )
        )
    }
}
