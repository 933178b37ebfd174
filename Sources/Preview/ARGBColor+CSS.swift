import InAppMessaging

extension ARGBColor {
    /// The colour as a CSS `rgba()` value, alpha rounded to three decimals.
    var css: String {
        let alphaThousandths = (Int(alpha) * 1000 + 127) / 255
        let alphaText: String
        switch alphaThousandths {
        case 1000: alphaText = "1"
        case 0: alphaText = "0"
        default:
            let digits = String(alphaThousandths)
            let padded = String(repeating: "0", count: 3 - digits.count) + digits
            alphaText = "0." + padded.replacingTrailingZeros()
        }
        return "rgba(\(red), \(green), \(blue), \(alphaText))"
    }
}

extension String {
    /// The string without its trailing zeros (`"750"` → `"75"`).
    fileprivate func replacingTrailingZeros() -> String {
        var text = self
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
