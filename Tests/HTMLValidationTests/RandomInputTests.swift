import Foundation
import TestSupport
import Testing

@testable import HTMLValidation

/// Arbitrary bytes and mutated templates never crash the validator and always give sane positions.
///
/// In `make test` the same documents every run: `VITRINE_FUZZ_RUNS` documents (default 2,000) from
/// seed `VITRINE_FUZZ_SEED` (default 1). `make fuzz` runs for `VITRINE_FUZZ_SECONDS` seconds
/// instead, from a new seed each time, and prints the seed to replay a failure with.
@Suite struct RandomInputTests {
    /// How long `make fuzz` runs; nil in `make test`, which runs a fixed number of documents.
    static var duration: Double? {
        ProcessInfo.processInfo.environment["VITRINE_FUZZ_SECONDS"].flatMap(Double.init)
    }

    /// How many documents `make test` checks.
    static var runs: Int {
        ProcessInfo.processInfo.environment["VITRINE_FUZZ_RUNS"].flatMap(Int.init) ?? 2_000
    }

    /// The seed: given, a new one for a timed run, else 1.
    static var seed: UInt64 {
        if let given = ProcessInfo.processInfo.environment["VITRINE_FUZZ_SEED"].flatMap(UInt64.init) { return given }
        return duration == nil ? 1 : UInt64(Date().timeIntervalSince1970 * 1000)
    }

    static let fragments: [[UInt8]] = [
        "<", ">", "</", "/>", "<!--", "-->", "<!DOCTYPE html>", "<![CDATA[", "]]>", "\"", "'", "=",
        "<svg>", "</svg>", "<math>", "<script>", "</script>", "<style>", "<head>", "<body>", "<p>",
        "</div>", "<div id=\"a\">", "&", "&amp;", "&#0;", "\n", "\u{0}", "é", "brazeBridge.", "appboy://close",
        "abButtonId=", "javascript:", "http://", "<template>", "<table><td>", "<a href='", "\u{FEFF}",
    ].map { Array($0.utf8) }

    @Test func randomInputNeverCrashes() throws {
        var templates = try TestDocuments.brazeTemplates.map { Array(try TestDocuments.brazeTemplate($0).utf8) }
        templates.append(Array(try TestDocuments.bridgeMessage().utf8))
        let seed = Self.seed
        // A deterministic generator, so a failure can be replayed from its seed.
        var random = SeededRandom(seed: seed)
        let validator = HTMLValidator()
        let deadline = Self.duration.map { Date().addingTimeInterval($0) }
        var runs = 0
        while deadline.map({ Date() < $0 }) ?? (runs < Self.runs) {
            let input = Self.mutate(templates.randomElement(using: &random)!, runs: runs, using: &random)
            for diagnostic in validator.validate(input) where diagnostic.line < 1 || diagnostic.column < 1 {
                Issue.record("seed \(seed) run \(runs): bad position \(diagnostic)")
            }
            runs += 1
        }
        print("random input: \(runs) documents, seed \(seed)")
        #expect(runs > 0)
    }

    /// Pure random bytes, a template with random splices, or a template cut short.
    static func mutate(_ template: [UInt8], runs: Int, using random: inout SeededRandom) -> [UInt8] {
        switch runs % 3 {
        case 0:
            return (0..<Int.random(in: 0...2048, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
        case 1:
            var bytes = template
            for _ in 0..<Int.random(in: 1...20, using: &random) {
                let at = Int.random(in: 0...bytes.count, using: &random)
                if Bool.random(using: &random) {
                    bytes.insert(contentsOf: fragments.randomElement(using: &random)!, at: at)
                } else if at < bytes.count {
                    bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...64, using: &random)))
                }
            }
            return bytes
        default:
            return Array(template.prefix(Int.random(in: 0...template.count, using: &random)))
        }
    }
}
