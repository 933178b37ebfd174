import Testing

@testable import Liquid

/// `replace` and its size estimate find occurrences in one pass (`LiteralMatcher`): the same count as the direct
/// left-to-right scan, on strings built to trip a matcher that forgets overlapping prefixes.
@Suite struct LiteralMatcherTests {
    /// The direct scan: at each position compare the whole target, and skip past a match.
    static func directCount(of target: [UInt8], in text: [UInt8]) -> Int {
        var occurrences = 0
        var index = 0
        while index + target.count <= text.count {
            if text[index..<index + target.count].elementsEqual(target) {
                occurrences += 1
                index += target.count
            } else {
                index += 1
            }
        }
        return occurrences
    }

    @Test(arguments: [
        ("aaaa", "aa", 2), ("aaaaa", "aa", 2), ("abababa", "aba", 2), ("aabaabaaab", "aab", 3),
        ("abcabd", "abd", 1), ("xyz", "xyzw", 0), ("ab", "ab", 1), ("ababcabab", "abab", 2),
    ])
    func countsWithoutOverlaps(text: String, target: String, expected: Int) {
        #expect(LiteralMatcher(Array(target.utf8)).count(in: Array(text.utf8)) == expected)
    }

    @Test func replacesLikeRubysGsub() {
        let matcher = LiteralMatcher(Array("ab".utf8))
        #expect(String(decoding: matcher.replacingAll(in: Array("xabyabab".utf8), with: Array("-".utf8)), as: UTF8.self) == "x-y--")
        let accented = LiteralMatcher(Array("é".utf8))
        #expect(String(decoding: accented.replacingAll(in: Array("café éclair".utf8), with: Array("e".utf8)), as: UTF8.self) == "cafe eclair")
    }

    @Test func agreesWithTheDirectScanOnEveryShortString() {
        // Every text up to 9 letters over {a, b} against every target up to 4 letters.
        func words(upTo length: Int) -> [[UInt8]] {
            var all: [[UInt8]] = [[]]
            var last: [[UInt8]] = [[]]
            for _ in 0..<length {
                last = last.flatMap { [$0 + [UInt8(ascii: "a")], $0 + [UInt8(ascii: "b")]] }
                all += last
            }
            return all
        }
        let targets = words(upTo: 4).filter { !$0.isEmpty }
        var disagreements: [String] = []
        for text in words(upTo: 9) {
            for target in targets where LiteralMatcher(target).count(in: text) != Self.directCount(of: target, in: text) {
                disagreements.append("\(String(decoding: target, as: UTF8.self)) in \(String(decoding: text, as: UTF8.self))")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
    }
}
