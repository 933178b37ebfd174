/// The evaluated arguments of one filter call.
struct FilterArguments {
    /// Positional arguments.
    var positional: [LiquidValue]
    /// Keyword arguments (`allow_false: true`).
    var keywords: [String: LiquidValue]
    /// The render's current time (Unix seconds), for `'now'`.
    var now: Double

    /// The positional argument at `index`, or nil when absent.
    subscript(index: Int) -> LiquidValue? {
        positional.indices.contains(index) ? positional[index] : nil
    }
}

/// Why a filter failed.
struct FilterFailure: Error {
    /// What is wrong.
    var message: String

    /// Creates a failure.
    init(_ message: String) { self.message = message }
}

/// A filter implementation and how many positional arguments it accepts.
struct Filter: Sendable {
    /// The accepted positional argument counts.
    var arity: ClosedRange<Int>
    /// Applies the filter to its input.
    var apply: @Sendable (LiquidValue, FilterArguments) throws(FilterFailure) -> LiquidValue

    /// Creates a filter.
    init(_ arity: ClosedRange<Int>, _ apply: @escaping @Sendable (LiquidValue, FilterArguments) throws(FilterFailure) -> LiquidValue) {
        self.arity = arity
        self.apply = apply
    }
}

/// The filter registry.
package enum Filters {
    /// Every filter by name: Liquid's standard filters plus Braze's.
    static let all: [String: Filter] =
        stringFilters
        .merging(textFilters) { first, _ in first }
        .merging(arrayFilters) { first, _ in first }
        .merging(selectionFilters) { first, _ in first }
        .merging(mathFilters) { first, _ in first }
        .merging(dateFilters) { first, _ in first }
        .merging(brazeFilters) { first, _ in first }
}
