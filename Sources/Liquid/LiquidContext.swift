/// Everything a template sees when it renders.
public struct LiquidContext: Sendable {
    /// Top-level variables (custom_attribute, event_properties, campaign, …).
    public var variables: [String: LiquidValue]
    /// Braze standard attributes, read by `${name}` (first_name, email_address, …).
    public var attributes: [String: LiquidValue]
    /// Content blocks: name → Liquid source, rendered by `{{content_blocks.${name}}}`.
    public var contentBlocks: [String: String]
    /// Canned connected_content responses: URL → response text.
    public var connectedContent: [String: String]
    /// The current time in Unix seconds: what `'now'` means in date filters.
    public var now: Double

    /// Creates a context.
    public init(
        variables: [String: LiquidValue] = [:],
        attributes: [String: LiquidValue] = [:],
        contentBlocks: [String: String] = [:],
        connectedContent: [String: String] = [:],
        now: Double = 0
    ) {
        self.variables = variables
        self.attributes = attributes
        self.contentBlocks = contentBlocks
        self.connectedContent = connectedContent
        self.now = now
    }
}

/// Resource limits that keep hostile templates from pinning the server.
public struct LiquidLimits: Sendable {
    /// The largest output, in UTF-8 bytes (default 1 MiB).
    public var maxOutputBytes: Int
    /// The most loop iterations plus nodes rendered (default 1,000,000).
    public var maxSteps: Int
    /// The deepest block nesting at parse time and content-block nesting at render time (default 100).
    public var maxDepth: Int

    /// Creates limits.
    public init(maxOutputBytes: Int = 1 << 20, maxSteps: Int = 1_000_000, maxDepth: Int = 100) {
        self.maxOutputBytes = maxOutputBytes
        self.maxSteps = maxSteps
        self.maxDepth = maxDepth
    }

    /// 1 MiB of output, 1,000,000 steps, depth 100.
    public static let `default` = LiquidLimits()
}
