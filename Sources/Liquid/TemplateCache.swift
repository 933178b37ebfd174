import Synchronization

/// Parsed templates by source text, shared by every render in the process: a message's fields
/// and its content blocks are parsed once, not on every preview. Parse errors are kept too.
///
/// Memory is bounded: a source over `largestSource` bytes is never kept, and past `budget`
/// source bytes or `capacity` entries the cache starts over.
enum TemplateCache {
    private struct Key: Hashable {
        let source: String
        let maxDepth: Int
    }

    private struct State {
        var entries: [Key: Result<ParsedTemplate, LiquidError>] = [:]
        var bytes = 0
    }

    /// The largest source kept, in UTF-8 bytes.
    static let largestSource = 64 * 1024
    /// The most source bytes kept in all.
    static let budget = 2 * 1024 * 1024
    /// The most sources kept.
    static let capacity = 4096

    private static let state = Mutex(State())

    /// `source` parsed now or earlier with the same depth limit.
    static func parsed(_ source: String, maxDepth: Int) throws(LiquidError) -> ParsedTemplate {
        let key = Key(source: source, maxDepth: maxDepth)
        if let cached = state.withLock({ $0.entries[key] }) { return try cached.get() }
        let result: Result<ParsedTemplate, LiquidError>
        do {
            result = .success(try TemplateParser.parse(source, maxDepth: maxDepth))
        } catch {
            result = .failure(error)
        }
        let size = source.utf8.count
        if size <= largestSource {
            state.withLock { state in
                if state.bytes + size > budget || state.entries.count >= capacity { state = State() }
                if state.entries.updateValue(result, forKey: key) == nil { state.bytes += size }
            }
        }
        return try result.get()
    }
}
