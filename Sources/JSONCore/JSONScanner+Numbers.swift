extension JSONScanner {
    /// Reads a number: `jsonInteger` when it has no fraction or exponent and fits 64 bits, else
    /// `jsonDouble`.
    @inlinable
    mutating func parseNumber() throws(JSONSyntaxError) -> Value {
        let start = position
        let isNegative = current == UInt8(ascii: "-")
        if isNegative { advance() }
        guard let first = current, isDigit(first) else {
            throw error("invalid number: expected a digit after '-'")
        }
        // Accumulated as a negative number so that Int.min fits.
        var accumulator = 0
        var overflowed = false
        if first == UInt8(ascii: "0") {
            advance()
            if let next = current {
                if next == UInt8(ascii: "x") || next == UInt8(ascii: "X") {
                    throw error(
                        "hexadecimal numbers are not JSON: write the colour as a decimal ARGB integer",
                        at: start
                    )
                }
                if isDigit(next) { throw error("invalid number: leading zeros are not allowed", at: start) }
            }
        } else {
            while let byte = current, isDigit(byte) {
                if !overflowed {
                    let (times10, overflow1) = accumulator.multipliedReportingOverflow(by: 10)
                    let (sum, overflow2) = times10.subtractingReportingOverflow(Int(byte - UInt8(ascii: "0")))
                    overflowed = overflow1 || overflow2
                    accumulator = sum
                }
                advance()
            }
        }
        var isInteger = true
        if current == UInt8(ascii: ".") {
            isInteger = false
            advance()
            try expectDigits("invalid number: expected a digit after '.'")
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            try expectDigits("invalid number: expected a digit in the exponent")
        }
        if isInteger, !overflowed {
            if isNegative { return .jsonInteger(accumulator) }
            if accumulator != Int.min { return .jsonInteger(-accumulator) }
        }
        let text = String(decoding: slice(start..<position), as: UTF8.self)
        guard let double = Double(text), double.isFinite else {
            throw error("number out of range", at: start)
        }
        return .jsonDouble(double)
    }

    @inlinable
    mutating func expectDigits(_ message: String) throws(JSONSyntaxError) {
        guard let byte = current, isDigit(byte) else { throw error(message) }
        while let byte = current, isDigit(byte) { advance() }
    }

    @inlinable
    func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
