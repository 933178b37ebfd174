/// Android 14's non-linear font scaling (AOSP `android/content/res/FontScaleConverterFactory.java`
/// and `FontScaleConverter.java`, API 34): from a threshold on, large text grows less than small
/// text, so a 20 sp header at scale 2.0 is drawn at 34 dp, not 40.
enum FontScaleCurve {
    /// The text sizes (sp) each table maps.
    static let fromSp: [Double] = [8, 10, 12, 14, 18, 20, 24, 30, 100]

    /// The sizes (dp) the text sizes are drawn at, per font scale.
    static let tables: [(scale: Double, toDp: [Double])] = [
        (1.15, [9.2, 11.5, 13.8, 16.4, 19.8, 21.8, 25.2, 30, 100]),
        (1.3, [10.4, 13, 15.6, 18.8, 21.6, 23.6, 26.4, 30, 100]),
        (1.5, [12, 15, 18, 22, 24, 26, 28, 30, 100]),
        (1.8, [14.4, 18, 21.6, 24.4, 27.6, 30.8, 32.8, 34.8, 100]),
        (2.0, [16, 20, 24, 26, 30, 34, 36, 38, 100]),
    ]

    /// The smallest scale drawn through the tables (the first table's scale less 0.02); below it
    /// sizes scale linearly.
    static let minimumNonLinearScale = 1.13

    /// The size in dp that `sp` is drawn at with font scale `scale`.
    static func dp(_ sp: Double, scale: Double) -> Double {
        guard scale >= minimumNonLinearScale else { return sp * scale }
        // Tables are keyed by the scale × 100 in single precision, truncated, as Android keys them.
        let key = Int(Float(scale) * 100)
        if let exact = tables.first(where: { Int(($0.scale * 100).rounded()) == key }) { return convert(sp, toDp: exact.toDp) }
        // Between two tables, the two conversions mixed in proportion to where the scale falls
        // between them; with no table on one side (1.13 to 1.15), linear.
        guard let upperIndex = tables.firstIndex(where: { $0.scale > scale }), upperIndex > 0 else { return sp * scale }
        let lower = tables[upperIndex - 1]
        let upper = tables[upperIndex]
        let fraction = min(1, max(0, (scale - lower.scale) / (upper.scale - lower.scale)))
        let lowerDp = convert(sp, toDp: lower.toDp)
        let upperDp = convert(sp, toDp: upper.toDp)
        return lowerDp + (upperDp - lowerDp) * fraction
    }

    /// Looks `sp` up in one table: linear between its points and from (0, 0) to the first, and
    /// past the last in the last point's proportion (1 : 1 in every table).
    static func convert(_ sp: Double, toDp: [Double]) -> Double {
        let magnitude = abs(sp)
        let sign: Double = sp < 0 ? -1 : 1
        if magnitude < fromSp[0] { return sign * magnitude * toDp[0] / fromSp[0] }
        guard let upper = fromSp.firstIndex(where: { $0 >= magnitude }) else {
            return sign * magnitude * toDp[toDp.count - 1] / fromSp[fromSp.count - 1]
        }
        if upper == 0 { return sign * toDp[0] }
        let start = fromSp[upper - 1]
        let end = fromSp[upper]
        let fraction = (magnitude - start) / (end - start)
        return sign * (toDp[upper - 1] + (toDp[upper] - toDp[upper - 1]) * fraction)
    }
}
