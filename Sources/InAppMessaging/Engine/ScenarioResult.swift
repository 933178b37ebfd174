/// The outcome of `Scenario.check()`.
public struct ScenarioResult: Sendable, Hashable {
    /// The trace filtered to the scenario's kinds.
    public var observed: [TraceEntry]
    /// Every position where the trace and the expectations differ, in order; empty when every
    /// expectation holds.
    public var mismatches: [Mismatch]

    /// Creates a result.
    public init(observed: [TraceEntry], mismatches: [Mismatch]) {
        self.observed = observed
        self.mismatches = mismatches
    }

    /// The first difference, nil when every expectation holds.
    public var mismatch: Mismatch? { mismatches.first }

    /// Whether the filtered trace equals the expectations.
    public var passed: Bool { mismatches.isEmpty }

    /// An expected entry that the trace did not have at its position.
    public struct Mismatch: Sendable, Hashable, CustomStringConvertible {
        /// Position in the filtered trace (0-based).
        public var position: Int
        /// The expected entry; nil when the trace has more entries than expected.
        public var expected: JSONObject?
        /// What the trace had there; nil when it ended early.
        public var actual: TraceEntry?

        /// Creates a mismatch.
        public init(position: Int, expected: JSONObject?, actual: TraceEntry?) {
            self.position = position
            self.expected = expected
            self.actual = actual
        }

        /// `expected #3 {…} got {…}` (1-based).
        public var description: String {
            let wanted =
                expected.map { JSONWriter.write(.object($0), leadingKeys: ["at", "kind", "campaign"]) }
                ?? "nothing more"
            let got = actual?.jsonLine ?? "nothing"
            return "expected #\(position + 1) \(wanted) got \(got)"
        }
    }
}

extension TraceEntry {
    /// Whether every member of `expected` equals the entry's (numbers compare numerically; an
    /// expected `null` also matches an absent field).
    public func satisfies(_ expected: JSONObject) -> Bool {
        guard case .object(let actual) = jsonValue else { return false }
        return expected.allSatisfy { key, value in
            actual[key].map { $0.numericallyEquals(value) } ?? (value == .null)
        }
    }
}

extension JSONValue {
    /// Equality where `1` equals `1.0`, recursively.
    func numericallyEquals(_ other: JSONValue) -> Bool {
        switch (self, other) {
        case (.array(let left), .array(let right)):
            return left.count == right.count && zip(left, right).allSatisfy { $0.numericallyEquals($1) }
        case (.object(let left), .object(let right)):
            return left.count == right.count
                && left.allSatisfy { key, value in right[key].map { value.numericallyEquals($0) } ?? false }
        default:
            if let left = doubleValue, let right = other.doubleValue { return left == right }
            return self == other
        }
    }
}
