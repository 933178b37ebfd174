import Foundation

/// A regular expression run with a bound on its work: what property filters 10 and 17 use.
///
/// The approach: ICU's backtracking matcher (`NSRegularExpression`) run through
/// `enumerateMatches` with `.reportProgress`. ICU calls the progress block once per start
/// position it tries and once every 10,000 steps of its matching engine, so counting the calls
/// counts work, and setting `stop` ends the match there. That bound is deterministic (no clock:
/// the same pattern on the same text always stops at the same call), keeps the full ICU syntax
/// that Braze's filters are written in, and needs no second regex engine. swift-corelibs-foundation
/// on Linux does call the block during a long match (`BoundedRegexTests` checks it).
///
/// Start positions are not counted apart from steps: the pattern runs anchored, as
/// `(?s:.*?)(?:pattern)`, so ICU tries one start and the lazy prefix walks the subject one
/// character at a time as steps of the same match. Every call then stands for about 10,000 steps
/// and the bound means what it says whatever the subject's length (an allowance of one call per
/// start position let a 10,000-character subject spend 10,000 calls, about 100 million steps, on
/// one pattern). The prefix captures nothing and `^`, `\A`, lookbehinds and back-references keep
/// their meaning; a pattern that does not compile once wrapped (an unterminated `\Q`, an
/// `(?x)` comment up to its end) runs unanchored as `(?!)|pattern`, with one allowance call
/// per start position.
///
/// One replay shares a budget (`RegexBoundLog.budget`): each run may take at most what is left.
///
/// Patterns and subjects are length-capped; a pattern past a cap, or one that runs past the step
/// bound, counts as not matching (`Outcome.exceeded`), and `problem(inPattern:)` refuses it when
/// a campaign is saved or imported.
public enum BoundedRegex {
    /// The longest pattern accepted, in characters.
    public static let maximumPatternLength = 1_000
    /// The longest subject a pattern is run against, in UTF-16 code units.
    public static let maximumSubjectLength = 10_000
    /// Progress calls one run may make: each stands for 10,000 steps of ICU's matcher, so 100 is
    /// about a million steps.
    public static let stepLimit = 100
    /// Progress calls every regex of one replay may make together: about ten million steps.
    public static let replayBudget = 1_000

    /// Why a pattern was not run to the end.
    public enum Limit: String, Sendable, Hashable {
        /// The match ran past `stepLimit`.
        case steps
        /// The pattern is longer than `maximumPatternLength`.
        case patternLength = "pattern_length"
        /// The subject is longer than `maximumSubjectLength`.
        case subjectLength = "subject_length"
        /// The replay's regexes together spent `replayBudget`.
        case replayBudget = "replay_budget"
    }

    /// The result of one bounded match.
    public enum Outcome: Sendable, Hashable {
        /// The pattern matches somewhere in the subject.
        case match
        /// It does not (an invalid pattern never matches).
        case noMatch
        /// The bound stopped it; it counts as not matching.
        case exceeded(Limit)
    }

    /// An outcome with the number of progress calls ICU made before the match ended or was stopped.
    public struct Run: Sendable, Hashable {
        /// Match, no match, or stopped.
        public var outcome: Outcome
        /// Progress calls counted, each for about 10,000 steps (and, for a pattern run unanchored,
        /// one per start position).
        public var progressCalls: Int
        /// The calls that stand for steps: `progressCalls` less the start positions.
        public var stepCalls: Int
    }

    /// Runs `pattern` against `subject` within the bound (`stepLimit` calls, about 10,000 steps each).
    public static func run(_ pattern: String, on subject: String, stepLimit: Int = stepLimit) -> Run {
        guard pattern.count <= maximumPatternLength else { return Run(outcome: .exceeded(.patternLength), progressCalls: 0, stepCalls: 0) }
        let length = subject.utf16.count
        guard length <= maximumSubjectLength else { return Run(outcome: .exceeded(.subjectLength), progressCalls: 0, stepCalls: 0) }
        guard (try? NSRegularExpression(pattern: pattern)) != nil else { return Run(outcome: .noMatch, progressCalls: 0, stepCalls: 0) }
        if let anchored = try? NSRegularExpression(pattern: "(?s:.*?)(?:" + pattern + ")") {
            // A few calls around the start and the end, then one per 10,000 steps.
            return run(anchored, on: subject, options: [.reportProgress, .anchored], limit: 4 + stepLimit, positions: 0)
        }
        guard let scanning = try? NSRegularExpression(pattern: "(?!)|" + pattern) else {
            return Run(outcome: .noMatch, progressCalls: 0, stepCalls: 0)
        }
        // One call per start position (ICU makes a few more around the ends), then the steps.
        return run(scanning, on: subject, options: [.reportProgress], limit: length + 16 + stepLimit, positions: length + 16)
    }

    /// Runs `regex` with progress reports until it matches or `limit` calls were made; `positions`
    /// of them are the start positions' allowance, not steps.
    private static func run(
        _ regex: NSRegularExpression,
        on subject: String,
        options: NSRegularExpression.MatchingOptions,
        limit: Int,
        positions: Int
    ) -> Run {
        var calls = 0
        var outcome = Outcome.noMatch
        regex.enumerateMatches(in: subject, options: options, range: NSRange(location: 0, length: subject.utf16.count)) {
            result,
            _,
            stop in
            if result != nil {
                outcome = .match
                stop.pointee = true
                return
            }
            calls += 1
            if calls > limit {
                outcome = .exceeded(.steps)
                stop.pointee = true
            }
        }
        return Run(outcome: outcome, progressCalls: calls, stepCalls: max(0, calls - positions))
    }

    /// Why `pattern` cannot be saved, or nil: too long, invalid, or past the bound on a probe.
    ///
    /// The probe runs the pattern against texts made to make backtracking explode: 64 copies of
    /// each character the pattern names (and of a few common ones), and 32 copies of each pair of
    /// letters or digits it names side by side, each followed by a character no pattern expects.
    /// It catches the usual catastrophic shapes (`(a+)+$`, `(a|aa)*$`, `(\w+\s?)*$`, and
    /// alternations of a pair and its halves such as `(ab|a|b)*c`); a pattern it misses is still
    /// stopped by the bound when it runs.
    public static func problem(inPattern pattern: String) -> String? {
        guard pattern.count <= maximumPatternLength else {
            return "the regular expression is longer than \(maximumPatternLength) characters"
        }
        do {
            _ = try NSRegularExpression(pattern: pattern)
        } catch {
            return "the regular expression does not compile"
        }
        var probes: [Character] = ["a", "0", " ", "_", "-", ".", "@"]
        for character in pattern where !probes.contains(character) && probes.count < 40 {
            if character.isLetter || character.isNumber || character.isPunctuation || character.isSymbol || character == " " {
                probes.append(character)
            }
        }
        var units = probes.map { (text: String(repeating: $0, count: 64), shown: String(repeating: $0, count: 3)) }
        var pairs: Set<String> = []
        let characters = Array(pattern)
        for (first, second) in zip(characters, characters.dropFirst()) where pairs.count < 20 {
            guard first.isLetter || first.isNumber, second.isLetter || second.isNumber, first != second else { continue }
            let pair = String([first, second])
            if pairs.insert(pair).inserted { units.append((String(repeating: pair, count: 32), pair + pair)) }
        }
        for unit in units {
            for tail in ["\u{1}", "!"] where run(pattern, on: unit.text + tail).outcome == .exceeded(.steps) {
                return
                    "the regular expression backtracks past the bound (\(stepLimit) × 10,000 steps) on "
                    + "\(JSONWriter.write(.string(unit.shown + "…" + tail))): "
                    + "avoid nested or overlapping repetition such as (a+)+ or (ab|a|b)*"
            }
        }
        return nil
    }
}
