/// What one request may spend on Liquid, shared by every template it renders: a message's
/// fields, a session event's rendering. Each `LiquidTemplate.render` given the same budget
/// draws from it, so a thousand fields cannot each spend the per-template limits.
///
/// A budget is used by one render at a time (renders of one request run one after another); it
/// is a reference so that they share it.
public final class LiquidBudget: @unchecked Sendable {
    /// How much a request may spend.
    public struct Limits: Sendable, Hashable {
        /// Loop iterations, nodes rendered and filter calls (default 1,000,000).
        public var steps: Int
        /// UTF-8 bytes of every output written and every value built (default 64 MiB).
        public var bytes: Int
        /// Content-block inclusions (default 1,000).
        public var includes: Int
        /// Warnings kept; the rest are counted (default 100).
        public var warnings: Int

        /// Creates limits.
        public init(steps: Int = 1_000_000, bytes: Int = 64 << 20, includes: Int = 1_000, warnings: Int = 100) {
            self.steps = steps
            self.bytes = bytes
            self.includes = includes
            self.warnings = warnings
        }

        /// 1,000,000 steps, 64 MiB, 1,000 inclusions, 100 warnings.
        public static let `default` = Limits()

        /// The bounds of `steps` a flag may set.
        public static let stepRange: ClosedRange<Int> = 1_000...50_000_000
        /// The bounds of `bytes`.
        public static let byteRange: ClosedRange<Int> = (64 << 10)...(256 << 20)
        /// The bounds of `includes`.
        public static let includeRange: ClosedRange<Int> = 1...100_000
    }

    /// Which limit a render ran past.
    public enum Resource: String, Sendable, Hashable {
        case steps, bytes, includes
    }

    /// The limits in force.
    public let limits: Limits
    /// Steps spent so far.
    public private(set) var steps = 0
    /// Bytes spent so far.
    public private(set) var bytes = 0
    /// Content blocks included so far.
    public private(set) var includes = 0
    /// Warnings kept so far.
    public private(set) var warningsKept = 0
    /// Warnings past the cap, counted but not kept.
    public private(set) var warningsDropped = 0
    /// The limit a render ran past, once one has.
    public private(set) var exceeded: Resource?

    /// A fresh budget.
    public init(limits: Limits = .default) {
        self.limits = limits
    }

    /// Spends `count` steps; false (and `exceeded` set) past the limit.
    func spend(steps count: Int) -> Bool {
        steps += count
        return check(steps <= limits.steps, .steps)
    }

    /// Spends `count` bytes; false past the limit.
    func spend(bytes count: Int) -> Bool {
        bytes += count
        return check(bytes <= limits.bytes, .bytes)
    }

    /// Whether `count` more bytes would still fit, without spending them.
    func affords(bytes count: Int) -> Bool {
        check(count <= limits.bytes - bytes, .bytes)
    }

    /// Spends one inclusion; false past the limit.
    func spendInclude() -> Bool {
        includes += 1
        return check(includes <= limits.includes, .includes)
    }

    /// Whether another warning may be kept (else it is counted as dropped).
    func keepsWarning() -> Bool {
        guard warningsKept < limits.warnings else {
            warningsDropped += 1
            return false
        }
        warningsKept += 1
        return true
    }

    /// Records that a render ran past a limit of `resource` (a per-template one included).
    func markExceeded(_ resource: Resource) {
        if exceeded == nil { exceeded = resource }
    }

    private func check(_ fits: Bool, _ resource: Resource) -> Bool {
        if !fits, exceeded == nil { exceeded = resource }
        return fits
    }

    /// The error message of a render that ran past `resource`.
    static func message(_ resource: Resource) -> String {
        "render budget exceeded (\(resource.rawValue))"
    }
}
