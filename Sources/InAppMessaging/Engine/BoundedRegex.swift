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
/// ICU calls the block per start position only when it scans for a start; a pattern it sees as
/// anchored (`^(a+)+$`) would get no such calls, so the allowance for start positions would turn
/// into steps. The pattern is therefore run as `(?!)|pattern`: the empty lookahead never matches,
/// the meaning is unchanged, and ICU scans every start position of every pattern, so the calls are
/// at most one per position (the allowance) plus one per 10,000 steps (the bound).
///
/// Patterns and subjects are length-capped; a pattern past a cap, or one that runs past the step
/// bound, counts as not matching (`Outcome.exceeded`), and `problem(inPattern:)` refuses it when
/// a campaign is saved or imported.
public enum BoundedRegex {
    /// The longest pattern accepted, in characters.
    public static let maximumPatternLength = 1_000
    /// The longest subject a pattern is run against, in UTF-16 code units.
    public static let maximumSubjectLength = 10_000
    /// Progress calls allowed beyond one per start position: each stands for 10,000 steps of
    /// ICU's matcher, so 100 is about a million steps.
    public static let stepLimit = 100

    /// Why a pattern was not run to the end.
    public enum Limit: String, Sendable, Hashable {
        /// The match ran past `stepLimit`.
        case steps
        /// The pattern is longer than `maximumPatternLength`.
        case patternLength = "pattern_length"
        /// The subject is longer than `maximumSubjectLength`.
        case subjectLength = "subject_length"
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
        /// Progress calls counted (start positions plus one per 10,000 steps).
        public var progressCalls: Int
    }

    /// Runs `pattern` against `subject` within the bound.
    public static func run(_ pattern: String, on subject: String, stepLimit: Int = stepLimit) -> Run {
        guard pattern.count <= maximumPatternLength else { return Run(outcome: .exceeded(.patternLength), progressCalls: 0) }
        let length = subject.utf16.count
        guard length <= maximumSubjectLength else { return Run(outcome: .exceeded(.subjectLength), progressCalls: 0) }
        guard (try? NSRegularExpression(pattern: pattern)) != nil,
            let regex = try? NSRegularExpression(pattern: "(?!)|" + pattern)
        else { return Run(outcome: .noMatch, progressCalls: 0) }
        // One call per start position (ICU makes a few more around the ends), then the steps.
        let limit = length + 16 + stepLimit
        var calls = 0
        var outcome = Outcome.noMatch
        regex.enumerateMatches(in: subject, options: [.reportProgress], range: NSRange(location: 0, length: length)) {
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
        return Run(outcome: outcome, progressCalls: calls)
    }

    /// Why `pattern` cannot be saved, or nil: too long, invalid, or past the bound on a probe.
    ///
    /// The probe runs the pattern against texts made to make backtracking explode: 64 copies of
    /// each character the pattern names (and of a few common ones) followed by a character no
    /// pattern expects. It catches the usual catastrophic shapes (`(a+)+$`, `(a|aa)*$`,
    /// `(\w+\s?)*$`); a pattern it misses is still stopped by the bound when it runs.
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
        let tails = ["\u{1}", "!"]
        for character in probes {
            for tail in tails {
                let subject = String(repeating: character, count: 64) + tail
                if case .exceeded = run(pattern, on: subject).outcome {
                    return
                        "the regular expression backtracks past the bound (\(stepLimit) × 10,000 steps) on "
                        + "\(JSONWriter.write(.string(String(repeating: character, count: 3) + "…" + tail))): "
                        + "avoid nested or overlapping repetition such as (a+)+"
                }
            }
        }
        return nil
    }
}
