import InAppMessaging
import TestSupport
import Testing

@testable import Preview

/// The text-size axis: each platform's names and ranges, the default drawn as before, iOS's
/// Dynamic Type sizes, Android 14's font scale curve and the web's zoom.
@Suite struct TextSizeTests {
    static let modal = PreviewFixtures.message(of: .modal)

    @Test func eachPlatformReadsItsOwnNamesAndRefusesTheOthers() throws {
        #expect(try TextSize.parse("AX3", on: .ios) == .category(.ax3))
        #expect(try TextSize.parse("xsmall", on: .ios) == .category(.xSmall))
        #expect(try TextSize.parse("1.3", on: .android) == .fontScale(1.3))
        #expect(try TextSize.parse("150%", on: .web) == .zoom(150))
        #expect(try TextSize.parse("150", on: .web) == .zoom(150))
        let refusals: [(String, Platform, String)] = [
            (
                "1.3", .ios,
                "expected an iOS content size (xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5), got \"1.3\""
            ),
            ("AX3", .android, "expected an Android font scale from 0.85 to 2.0, got \"AX3\""),
            ("2.5", .android, "expected an Android font scale from 0.85 to 2.0, got \"2.5\""),
            ("250%", .web, "expected a browser zoom from 100 to 200 (percent), got \"250%\""),
        ]
        for (text, platform, message) in refusals {
            let problem = #expect(throws: FieldProblem.self) { try TextSize.parse(text, on: platform) }
            #expect(problem?.key == "text_size")
            #expect(problem?.message == message)
        }
    }

    @Test func namingTheDefaultDrawsTheSameBytesAsLeavingItOut() throws {
        for (platform, name) in [(Platform.ios, "Large"), (.android, "1.0"), (.web, "100")] {
            let named = try PreviewOptions(query: ["platform": platform.rawValue, "text_size": name])
            #expect(named.textSize == nil)
            #expect(named.queryString == (platform == .ios ? "" : "platform=\(platform.rawValue)"))
            let plain = PreviewOptions(platform: platform)
            #expect(PreviewRenderer().render(Self.modal, options: named) == PreviewRenderer().render(Self.modal, options: plain))
        }
    }

    @Test func aTextSizeRoundTripsThroughTheQueryStringAfterItsPlatform() throws {
        let options = try PreviewOptions(query: ["text_size": "1.3", "platform": "android"])
        #expect(options.textSize == .fontScale(1.3))
        #expect(options.queryString == "platform=android&text_size=1.3")
        #expect(try PreviewOptions(query: ["platform": "android", "text_size": "1.3"]) == options)
        let problem = #expect(throws: FieldProblem.self) { try PreviewOptions(query: ["text_size": "1.3"]) }
        #expect(problem?.key == "text_size")
    }

    @Test func iOSTextFollowsApplesDynamicTypeTable() throws {
        // Title3 and subheadline at xSmall, Large, AX1 and AX5 (Human Interface Guidelines).
        let expected: [(ContentSizeCategory, Int, Int)] = [(.xSmall, 17, 12), (.large, 20, 15), (.ax1, 31, 25), (.ax5, 55, 49)]
        for (category, title3, subheadline) in expected {
            #expect(category.pointSize(of: .title3) == title3)
            #expect(category.pointSize(of: .subheadline) == subheadline)
        }
        let rules = TextSizeStyles.rules(for: .category(.ax5))
        #expect(rules.contains(".preview .iam-header{font-size:55px}"))
        #expect(rules.contains(".preview .iam-button{font-size:49px}"))
        var options = PreviewOptions()
        options.textSize = .category(.ax5)
        #expect(PreviewRenderer().render(Self.modal, options: options).contains(rules))
    }

    @Test func androidScalesLargeTextLessThanSmallText() {
        // FontScaleConverterFactory's tables (API 34): exact at a table's scale, mixed between two,
        // linear below 1.13.
        #expect(FontScaleCurve.dp(20, scale: 2.0) == 34)
        #expect(FontScaleCurve.dp(14, scale: 2.0) == 26)
        #expect(abs(FontScaleCurve.dp(14, scale: 1.3) - 18.8) < 1e-9)
        #expect(abs(FontScaleCurve.dp(14, scale: 1.4) - (18.8 + 22) / 2) < 1e-9)
        #expect(abs(FontScaleCurve.dp(16, scale: 2.0) - 28) < 1e-9)  // between 14 → 26 and 18 → 30
        #expect(abs(FontScaleCurve.dp(4, scale: 2.0) - 8) < 1e-9)  // below the first point, from (0, 0)
        #expect(abs(FontScaleCurve.dp(200, scale: 2.0) - 200) < 1e-9)  // past the last, one for one
        #expect(abs(FontScaleCurve.dp(14, scale: 0.85) - 11.9) < 1e-9)
        #expect(abs(FontScaleCurve.dp(14, scale: 1.14) - 14 * 1.14) < 1e-9)  // no table below 1.15
        #expect(abs(FontScaleCurve.dp(14, scale: 1.15) - 16.4) < 1e-9)
    }

    @Test func aZoomedBrowserLaysOutInANarrowerViewportDrawnLarger() throws {
        var options = PreviewOptions(platform: .web, device: .desktop)
        options.textSize = .zoom(200)
        let (html, dom) = renderDOM(Self.modal, options)
        let screen = try #require(dom.first(attribute: "data-part", value: "screen"))
        let frame = options.frame(for: Self.modal)
        #expect(screen.style("width") == "\(frame.width / 2)px")
        #expect(screen.style("zoom") == "2")
        #expect(!html.contains(".preview .iam-header{font-size"))
        let context = PreviewContext(message: Self.modal, options: options, registry: .builtIn)
        #expect(context.isNarrowBrowser == (frame.width / 2 <= 600))
    }
}
