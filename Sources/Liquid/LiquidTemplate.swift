/// A parsed template; parse once, render many times.
public struct LiquidTemplate: Sendable {
    private let source: String
    private let nodes: [Node]
    private let limits: LiquidLimits
    /// Every `{% translation %}` tag of the template, in source order (an id used twice with the
    /// same default appears twice).
    public let translationTags: [TranslationTag]

    /// Parses `source` (or takes its nodes from the process's cache of parsed sources); syntax
    /// errors, unknown tags and unknown filters throw with their line and column.
    public init(parsing source: String, limits: LiquidLimits = .default) throws(LiquidError) {
        self.source = source
        self.limits = limits
        isPlainText = !Self.hasMarkup(source)
        let parsed = isPlainText ? ParsedTemplate(nodes: [], translations: []) : try TemplateCache.parsed(source, maxDepth: limits.maxDepth)
        nodes = parsed.nodes
        translationTags = parsed.translations
    }

    private static func hasMarkup(_ source: String) -> Bool {
        var previousBrace = false
        for byte in source.utf8 {
            if previousBrace && (byte == UInt8(ascii: "{") || byte == UInt8(ascii: "%")) { return true }
            previousBrace = byte == UInt8(ascii: "{")
        }
        return false
    }

    /// True when the source has no `{{` or `{%` (render returns it unchanged).
    public let isPlainText: Bool

    /// Renders with `context`; `abort_message` ends the render with `abortReason` set.
    public func render(_ context: LiquidContext) throws(LiquidError) -> LiquidRendering {
        if isPlainText { return LiquidRendering(text: source) }
        let renderer = Renderer(context: context, limits: limits)
        do {
            _ = try renderer.render(nodes)
        } catch {
            switch error {
            case .failure(let failure): throw failure
            case .abort(let reason):
                return LiquidRendering(
                    text: renderer.buffers[0],
                    abortReason: reason,
                    warnings: renderer.warnings,
                    unsetVariables: renderer.unsetVariables,
                    untranslated: renderer.untranslated
                )
            }
        }
        return LiquidRendering(
            text: renderer.buffers[0],
            warnings: renderer.warnings,
            unsetVariables: renderer.unsetVariables,
            untranslated: renderer.untranslated
        )
    }
}
