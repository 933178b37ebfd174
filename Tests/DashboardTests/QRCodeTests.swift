import Testing

@testable import Dashboard

/// The QR codes of review links: libqrencode's matrix copied right, and an SVG that is safe to inline.
@Suite struct QRCodeTests {
    /// A review link's phone view, as the review links page encodes it.
    static let url = "http://192.168.1.20:8080/r/AbCdEf0123456789_-xyz/phone"

    /// The code of `url`.
    static func code() throws -> QRCode { try #require(QRCode(url)) }

    /// A symbol is 21 + 4k modules a side, with one value per module.
    @Test func sizeIsThatOfAVersion() throws {
        let code = try Self.code()
        #expect(code.size >= 21 && code.size <= 177)
        #expect((code.size - 21) % 4 == 0)
        #expect(code.modules.count == code.size * code.size)
    }

    /// The three finder patterns: a dark 7×7 ring around a light ring around a dark 3×3 square.
    @Test func finderPatternsAreInTheCorners() throws {
        let code = try Self.code()
        let last = code.size - 1
        for offset in 0...6 {
            // Top left.
            #expect(code.isDark(row: 0, column: offset))
            #expect(code.isDark(row: 6, column: offset))
            #expect(code.isDark(row: offset, column: 0))
            #expect(code.isDark(row: offset, column: 6))
            // Top right.
            #expect(code.isDark(row: 0, column: last - offset))
            #expect(code.isDark(row: offset, column: last))
            // Bottom left.
            #expect(code.isDark(row: last, column: offset))
            #expect(code.isDark(row: last - offset, column: 0))
        }
        for offset in 1...5 {
            #expect(!code.isDark(row: 1, column: offset))
            #expect(!code.isDark(row: offset, column: 5))
        }
        for row in 2...4 {
            for column in 2...4 { #expect(code.isDark(row: row, column: column)) }
        }
        // The light separator next to the top-left pattern, and nothing dark outside the symbol.
        for offset in 0...7 {
            #expect(!code.isDark(row: offset, column: 7))
            #expect(!code.isDark(row: 7, column: offset))
        }
        #expect(!code.isDark(row: -1, column: 0))
        #expect(!code.isDark(row: 0, column: code.size))
    }

    /// Text libqrencode cannot take gives no code rather than a wrong one.
    @Test func unencodableTextHasNoCode() {
        #expect(QRCode("a\u{0}b") == nil)
        #expect(QRCode(String(repeating: "x", count: 4_000)) == nil)
    }

    /// The SVG is the symbol plus a 4-module quiet zone, drawn as one path.
    @Test func svgHasQuietZoneAndOnePath() throws {
        let code = try Self.code()
        let side = code.size + 8
        let svg = code.svg(moduleSize: 5, label: "Review link")
        #expect(svg.hasPrefix("<svg "))
        #expect(svg.hasSuffix("</svg>"))
        #expect(svg.contains("width=\"\(side * 5)\" height=\"\(side * 5)\""))
        #expect(svg.contains("viewBox=\"0 0 \(side) \(side)\""))
        #expect(svg.contains("shape-rendering=\"crispEdges\""))
        #expect(svg.contains("role=\"img\""))
        #expect(svg.ranges(of: "<path").count == 1)
        // The top-left finder pattern's first row is one run, starting inside the quiet zone.
        #expect(svg.contains("d=\"M4 4h7v1h-7z"))
        #expect(code.svg(label: "x").contains("width=\"\(side * 4)\""))
    }

    /// The label is the only caller text in the SVG, and it cannot leave its attribute.
    @Test func labelIsEscaped() throws {
        let svg = try Self.code().svg(label: "\"><script>alert('x')</script>&")
        #expect(svg.contains("aria-label=\"&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;\""))
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("'"))
    }
}
