/// A Liquid value: what variables hold and what expressions and filters produce.
public indirect enum LiquidValue: Sendable, Equatable {
    /// `nil` (also what an undefined variable reads as).
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case integer(Int)
    /// A floating-point number.
    case float(Double)
    /// A string.
    case string(String)
    /// An ordered list.
    case array([LiquidValue])
    /// An ordered string-keyed map.
    case object(LiquidObject)
}
