/// The text size a device is set to, as each platform names it: an iOS content-size category
/// (Dynamic Type), an Android font scale, or a browser's zoom. Nil (`PreviewOptions.textSize`, `DeliveryConfiguration.textSize`)
/// mean the platform's default; naming the default reads as nil, so it draws the same bytes.
public enum TextSize: Sendable, Hashable {
    /// An iOS content-size category.
    case category(ContentSizeCategory)
    /// An Android font scale (Settings › Display › Font size), from 0.85 to 2.0.
    case fontScale(Double)
    /// A browser's zoom in percent, from 100 to 200.
    case zoom(Int)

    /// Android's accepted font scales.
    public static let fontScaleRange: ClosedRange<Double> = 0.85...2.0
    /// A browser's accepted zoom, in percent.
    public static let zoomRange: ClosedRange<Int> = 100...200

    /// The sizes a platform's settings offer, the default among them: the twelve categories on
    /// iOS, Android 14's seven font sizes, Chromium's zoom steps up to 200 %.
    public static func steps(on platform: Platform) -> [TextSize] {
        switch platform {
        case .ios: return ContentSizeCategory.allCases.map { .category($0) }
        case .android: return [0.85, 1.0, 1.15, 1.3, 1.5, 1.8, 2.0].map { .fontScale($0) }
        case .web: return [100, 110, 125, 150, 175, 200].map { .zoom($0) }
        }
    }

    /// The default of `platform`: Large, 1.0 or 100 %.
    public static func standard(on platform: Platform) -> TextSize {
        switch platform {
        case .ios: return .category(.large)
        case .android: return .fontScale(1)
        case .web: return .zoom(100)
        }
    }

    /// The platform whose setting this is.
    public var platform: Platform {
        switch self {
        case .category: return .ios
        case .fontScale: return .android
        case .zoom: return .web
        }
    }

    /// The size as `text_size=` writes it: `AX3`, `1.3`, `150`.
    public var text: String {
        switch self {
        case .category(let category): return category.rawValue
        case .fontScale(let scale): return scale.compactText
        case .zoom(let percent): return String(percent)
        }
    }

    /// The size as people say it: `AX3`, `font scale 1.3`, `zoom 150 %`.
    public var label: String {
        switch self {
        case .category(let category): return category.rawValue
        case .fontScale(let scale): return "font scale \(scale.compactText)"
        case .zoom(let percent): return "zoom \(percent) %"
        }
    }

    /// Reads `text` as a size of `platform`: a category's short name on iOS (any case), a scale on
    /// Android, a percentage (with or without `%`) on the web; nil for the platform's default.
    public static func parse(_ text: String, on platform: Platform) throws(FieldProblem) -> TextSize? {
        let size: TextSize
        switch platform {
        case .ios:
            guard let category = ContentSizeCategory.named(text) else {
                let names = ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")
                throw FieldProblem(key: "text_size", message: "expected an iOS content size (\(names)), got \"\(text.prefix(80))\"")
            }
            size = .category(category)
        case .android:
            guard let scale = Double(text), fontScaleRange.contains(scale) else {
                throw FieldProblem(key: "text_size", message: "expected an Android font scale from 0.85 to 2.0, got \"\(text.prefix(80))\"")
            }
            size = .fontScale(scale)
        case .web:
            let digits = text.hasSuffix("%") ? String(text.dropLast()) : text
            guard let percent = Int(digits), zoomRange.contains(percent) else {
                throw FieldProblem(key: "text_size", message: "expected a browser zoom from 100 to 200 (percent), got \"\(text.prefix(80))\"")
            }
            size = .zoom(percent)
        }
        return size == standard(on: platform) ? nil : size
    }

    /// `text` read as a size of `platform` without the error: `.some(nil)` for the platform's
    /// default, nil when the platform has no such size.
    public static func reading(_ text: String, on platform: Platform) -> TextSize?? {
        do {
            return .some(try parse(text, on: platform))
        } catch {
            return nil
        }
    }
}
