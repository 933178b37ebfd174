/// iOS's content-size categories (Settings › Accessibility › Larger Text), by Apple's short
/// names: seven standard sizes, Large the default, then five accessibility sizes.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable {
    case xSmall
    case small = "Small"
    case medium = "Medium"
    case large = "Large"
    case xLarge, xxLarge, xxxLarge
    case ax1 = "AX1"
    case ax2 = "AX2"
    case ax3 = "AX3"
    case ax4 = "AX4"
    case ax5 = "AX5"

    /// The category `name` names, in any case.
    public static func named(_ name: String) -> ContentSizeCategory? {
        allCases.first { $0.rawValue.lowercased() == name.lowercased() }
    }

    /// The UIKit text styles BrazeUI sets its in-app message text in.
    public enum TextStyle: Sendable, CaseIterable {
        case title3, headline, body, callout, subheadline, footnote
    }

    /// The point size of `style` at this category: Apple's Dynamic Type table (Human Interface
    /// Guidelines, Typography › Specifications › iOS, iPadOS Dynamic Type sizes).
    public func pointSize(of style: TextStyle) -> Int {
        let index = Self.allCases.firstIndex(of: self)!
        switch style {
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55][index]
        case .headline: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53][index]
        case .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53][index]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51][index]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49][index]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44][index]
        }
    }
}
