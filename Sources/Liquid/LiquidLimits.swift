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
