import CQREncode

/// A QR code's module matrix, made by libqrencode and copied into Swift, so the review links page
/// can show a code that opens a link's phone view.
///
/// The text is encoded as 8-bit (UTF-8) data at error-correction level M, in the smallest
/// version it fits.
struct QRCode: Sendable {
    /// The number of modules on each side: 21 + 4 × (version − 1), without the quiet zone.
    let size: Int
    /// Whether each module is dark, row by row (`size × size` values).
    let modules: [Bool]

    /// The code of `text`, or nil when libqrencode cannot encode it (too long for version 40, out
    /// of memory) or when it holds a NUL, which the C string libqrencode reads would cut short.
    init?(_ text: String) {
        guard !text.utf8.contains(0) else { return nil }
        guard let code = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else { return nil }
        defer { QRcode_free(code) }
        let size = Int(code.pointee.width)
        guard size > 0, let data = code.pointee.data else { return nil }
        // Bit 0 of each byte is the module's colour; the other bits say what part of the symbol it is.
        self.size = size
        self.modules = UnsafeBufferPointer(start: data, count: size * size).map { $0 & 1 != 0 }
    }

    /// Whether the module at `row`, `column` (from the top left, 0-based) is dark; false outside
    /// the symbol, where the quiet zone is.
    func isDark(row: Int, column: Int) -> Bool {
        guard (0..<size).contains(row), (0..<size).contains(column) else { return false }
        return modules[row * size + column]
    }

    /// The code as a standalone inline `<svg>` element: a white background with a quiet zone of
    /// 4 modules on each side, and the dark modules as one path of merged horizontal runs.
    ///
    /// - Parameters:
    ///   - moduleSize: The side of one module in pixels (at least 1).
    ///   - label: The accessible name (`aria-label`); the only text of the caller's in the SVG,
    ///     and escaped for an attribute.
    func svg(moduleSize: Int = 4, label: String) -> String {
        let quietZone = 4
        let side = size + 2 * quietZone
        let pixels = side * max(1, moduleSize)
        var path = ""
        for row in 0..<size {
            var column = 0
            while column < size {
                guard isDark(row: row, column: column) else {
                    column += 1
                    continue
                }
                let start = column
                while column < size, isDark(row: row, column: column) { column += 1 }
                let width = column - start
                path += "M\(start + quietZone) \(row + quietZone)h\(width)v1h-\(width)z"
            }
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(pixels)\" height=\"\(pixels)\" viewBox=\"0 0 \(side) \(side)\" "
            + "shape-rendering=\"crispEdges\" role=\"img\" aria-label=\"\(Self.escaped(label))\">"
            + "<rect width=\"\(side)\" height=\"\(side)\" fill=\"#fff\"/><path fill=\"#000\" d=\"\(path)\"/></svg>"
    }

    /// `text` with the characters special in HTML and XML attributes replaced by references.
    private static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
