/// A condition: comparisons joined by `and`/`or`, evaluated right-associatively as Shopify's Liquid does.
struct Condition: Sendable {
    /// The comparisons, in source order.
    var comparisons: [Comparison]
    /// `joiners[i]` joins `comparisons[i]` and `comparisons[i + 1]`: true for `and`, false for `or`.
    var joiners: [Bool]
}

/// `left op right`, or a single value tested for truthiness.
struct Comparison: Sendable {
    /// The left operand (or the only one).
    var left: Expression
    /// `==`, `!=`, `<>`, `<`, `>`, `<=`, `>=` or `contains`; nil for a bare value.
    var comparator: String?
    /// The right operand, when there is a comparator.
    var right: Expression?
}
