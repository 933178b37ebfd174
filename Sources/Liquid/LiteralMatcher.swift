/// Finds a literal target in UTF-8 text in one pass over each (Knuth–Morris–Pratt), left to right
/// and without overlaps, as Ruby's `gsub` with a string swaps them. Bytes are compared: a valid
/// UTF-8 target can only match at a character boundary of valid UTF-8 text, so this is the same
/// as comparing characters literally. Comparing the whole target at every position instead takes
/// time proportional to the product of the two sizes (15 s for 64 KiB and 32 KiB).
struct LiteralMatcher {
    /// The target's bytes (not empty).
    let target: [UInt8]
    /// fallback[i]: the length of the longest proper prefix of target[0...i] that is also its suffix.
    private let fallback: [Int]

    /// A matcher for `target`, which must not be empty.
    init(_ target: [UInt8]) {
        precondition(!target.isEmpty, "an empty target matches everywhere")
        var fallback = [Int](repeating: 0, count: target.count)
        var length = 0
        for index in 1..<max(target.count, 1) {
            while length > 0, target[index] != target[length] { length = fallback[length - 1] }
            if target[index] == target[length] { length += 1 }
            fallback[index] = length
        }
        self.target = target
        self.fallback = fallback
    }

    /// Calls `body` with the offset of each occurrence's first byte in `text`, in order.
    func forEachOccurrence(in text: [UInt8], _ body: (Int) -> Void) {
        var matched = 0
        for (offset, byte) in text.enumerated() {
            while matched > 0, byte != target[matched] { matched = fallback[matched - 1] }
            if byte == target[matched] { matched += 1 }
            if matched == target.count {
                body(offset + 1 - target.count)
                matched = 0  // the next occurrence starts after this one
            }
        }
    }

    /// How many times the target occurs in `text`.
    func count(in text: [UInt8]) -> Int {
        var count = 0
        forEachOccurrence(in: text) { _ in count += 1 }
        return count
    }

    /// `text` with every occurrence swapped for `replacement`.
    func replacingAll(in text: [UInt8], with replacement: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var copied = 0
        forEachOccurrence(in: text) { start in
            result.append(contentsOf: text[copied..<start])
            result.append(contentsOf: replacement)
            copied = start + target.count
        }
        result.append(contentsOf: text[copied...])
        return result
    }
}
