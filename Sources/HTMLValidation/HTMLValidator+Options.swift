public import InAppMessaging

extension HTMLValidator {
    /// What the validator checks and how strictly.
    public struct Options: Sendable, Hashable {
        /// Payloads larger than this many bytes get a `payload-too-large` error (default 2 MiB).
        public var maxPayloadBytes: Int
        /// Rule ids whose diagnostics are dropped (`["missing-viewport"]`, for example).
        public var disabledRules: Set<RuleID>
        /// The most diagnostics reported; the rest are counted in one `too-many-diagnostics`.
        public var maxDiagnostics = 1_000
        /// The deepest elements may nest before one `nesting-too-deep` error; deeper structure is
        /// not checked (and libxml2's pass stops there).
        public var maxDepth = 512
        /// Documents at least this large are tokenized and parsed by libxml2 on two threads.
        var parallelThreshold = 128 * 1024

        /// Creates options; the defaults suit Braze HTML in-app messages.
        public init(maxPayloadBytes: Int = 2 * 1024 * 1024, disabledRules: Set<RuleID> = []) {
            self.maxPayloadBytes = maxPayloadBytes
            self.disabledRules = disabledRules
        }
    }
}
