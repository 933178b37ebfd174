import Liquid

/// Parses and renders `source`, returning the text.
func render(
    _ source: String,
    _ context: LiquidContext = LiquidContext(),
    limits: LiquidLimits = .default
) throws -> String {
    try LiquidTemplate(parsing: source, limits: limits).render(context).text
}

/// The error parsing or rendering `source` throws, or nil when it succeeds.
func renderError(_ source: String, _ context: LiquidContext = LiquidContext(), limits: LiquidLimits = .default) -> LiquidError? {
    do {
        _ = try LiquidTemplate(parsing: source, limits: limits).render(context)
        return nil
    } catch {
        return error
    }
}
