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
    private static let initialized: Bool = {
        xmlInitParser()
        return true
    }()

    /// Collects the errors of one parse; reached from C through the context's `_private` field.
    private final class Sink {
        var errors: [LibXMLError] = []
    }

    /// Parses `bytes` (no network, no entity expansion) and returns every error libxml2 raised.
    static func errors(in bytes: UnsafeBufferPointer<UInt8>) -> [LibXMLError] {
        precondition(initialized)
        guard let context = htmlNewParserCtxt() else { return [] }
        defer { htmlFreeParserCtxt(context) }
        let sink = Sink()
        let options = Int32(HTML_PARSE_NONET.rawValue | HTML_PARSE_COMPACT.rawValue)
        withExtendedLifetime(sink) {
            vitrine_htmlSetErrorSink(context, collectError, Unmanaged.passUnretained(sink).toOpaque())
            vitrine_htmlSkipTree(context)
            let length = Int32(clamping: bytes.count)
            let document = bytes.withMemoryRebound(to: CChar.self) { chars -> htmlDocPtr? in
                guard let base = chars.baseAddress else { return nil }
                return htmlCtxtReadMemory(context, base, length, nil, nil, options)
            }
            defer { if let document { xmlFreeDoc(document) } }
            vitrine_htmlSetErrorSink(context, nil, nil)
        }
        return sink.errors
    }

    /// The structured error handler: copies the error into the sink of the context it came from.
    private static let collectError: xmlStructuredErrorFunc = { context, error in
        guard let error, let raw = vitrine_parserContextSink(context) else { return }
        let sink = Unmanaged<Sink>.fromOpaque(raw).takeUnretainedValue()
        let code = Int(error.pointee.code)
        // Superseded errors are dropped later; their (many) messages are never read.
        var message = LibXMLErrorMapping.superseded.contains(code) ? "" : error.pointee.message.map { String(cString: $0) } ?? ""
        while message.last?.isWhitespace == true { message.removeLast() }
        sink.errors.append(
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
