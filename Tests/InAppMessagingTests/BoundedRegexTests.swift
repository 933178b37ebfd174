import Foundation
import InAppMessaging
import Testing

/// Regular expressions with a bound: `BoundedRegex`, the property filters
/// that use it, the trace note, and the `regex-unsafe` refusal on save and import.
@Suite struct BoundedRegexTests {
    /// The textbook catastrophic backtracking case: `(a+)+$` against 24 a's and a `!`.
    static let catastrophic = "(a+)+$"
    static let subject = String(repeating: "a", count: 24) + "!"

    @Test func catastrophicPatternStopsAtTheStepBound() {
        let run = BoundedRegex.run(Self.catastrophic, on: Self.subject)
        #expect(run.outcome == .exceeded(.steps))
        // The counter stopped one call past the limit: a few calls around the start, then the steps.
        #expect(run.progressCalls == 4 + BoundedRegex.stepLimit + 1)
        #expect(run.stepCalls == run.progressCalls)
    }

    @Test func aLongSubjectBuysNoMoreSteps() {
        // An allowance per start position once let a 10,000-character subject spend about 100
        // million steps on one pattern: the bound is now the same whatever the subject's length.
        for pairs in [50, 4_999] {
            let run = BoundedRegex.run("(ab|a|b)*c", on: String(repeating: "ab", count: pairs), stepLimit: 10)
            #expect(run.outcome == .exceeded(.steps))
            #expect(run.progressCalls == 4 + 10 + 1, "\(pairs) pairs")
        }
        let anchored = BoundedRegex.run("^(a+)+$", on: String(repeating: "a", count: 40) + "!", stepLimit: 10)
        #expect(anchored.progressCalls == 4 + 10 + 1)
    }

    @Test func aPatternThatCannotBeWrappedRunsUnanchoredWithItsMeaning() {
        // An unterminated \Q quotes the wrapper's closing parenthesis: the pattern is scanned instead.
        #expect(BoundedRegex.run(#"\Qa.b"#, on: "xa.b").outcome == .match)
        #expect(BoundedRegex.run(#"\Qa.b"#, on: "xaxb").outcome == .noMatch)
        let scanned = BoundedRegex.run(#"(?x) (a|aa)* $ # comment"#, on: String(repeating: "a", count: 60) + "!", stepLimit: 2)
        #expect(scanned.outcome == .exceeded(.steps))
        #expect(scanned.stepCalls == scanned.progressCalls - 61 - 16)
    }

    @Test func progressIsReportedDuringALongMatch() {
        // swift-corelibs-foundation calls the block while ICU works (not only per start position):
        // a match that would run for ages at its first start position stops at a small step limit.
        let run = BoundedRegex.run("(a|aa)*$", on: String(repeating: "a", count: 60) + "!", stepLimit: 2)
        #expect(run.outcome == .exceeded(.steps))
    }

    @Test(arguments: [
        ("^gold_[0-9]+$", "gold_42", true),
        ("^gold", "silver", false),
        ("(?i)GOLD", "a gold card", true),
        (#"^[\w.+-]+@example\.com$"#, "ann.lee+x@example.com", true),
        ("x", String(repeating: "a", count: 10_000), false),
        ("a$", String(repeating: "b", count: 9_999) + "a", true),
        ("(", "(", false),
        ("(?<=x)a", "ya xa", true),
        ("(?<=x)a", "ya", false),
        (#"(a)b\1"#, "zaba", true),
        (#"\Ga"#, "ba", false),
        (#"\Aa"#, "ba", false),
        ("(?x) a b # spaces and a comment", "xab", true),
        ("(?s)a.b", "a\nb", true),
        ("a.b", "a\nb", false),
    ])
    func validPatternsMatchAsBefore(_ pattern: String, _ subject: String, _ expected: Bool) {
        let outcome = BoundedRegex.run(pattern, on: subject).outcome
        #expect(outcome == (expected ? .match : .noMatch))
        let plain = (try? NSRegularExpression(pattern: pattern))
            .map { $0.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil }
        #expect((plain ?? false) == expected)
    }

    @Test func lengthsAreCapped() {
        let longPattern = String(repeating: "a", count: BoundedRegex.maximumPatternLength + 1)
        #expect(BoundedRegex.run(longPattern, on: "a").outcome == .exceeded(.patternLength))
        let longSubject = String(repeating: "a", count: BoundedRegex.maximumSubjectLength + 1)
        #expect(BoundedRegex.run("a", on: longSubject).outcome == .exceeded(.subjectLength))
    }

    @Test func filtersCountAStoppedPatternAsNotMatching() {
        let matches = PropertyFilter(key: "p", type: .string, comparator: .matchesRegex, value: .string(Self.catastrophic))
        let doesNotMatch = PropertyFilter(key: "p", type: .string, comparator: .doesNotMatchRegex, value: .string(Self.catastrophic))
        #expect(!matches.matches(["p": .string(Self.subject)], unixTime: 0))
        #expect(doesNotMatch.matches(["p": .string(Self.subject)], unixTime: 0))
    }

    @Test func everyPatternOfAReplayDrawsOnOneBudget() throws {
        // Twenty distinct catastrophic patterns: each would take the whole bound, and together
        // they stop at the replay's budget.
        let patterns = (0..<20).map { "(a+)+$|z{\($0)}q" }
        let campaigns = patterns.enumerated().map { index, pattern in
            Campaign(
                id: "r\(index)",
                message: Fixture.slideup(),
                triggers: [
                    .customEventProperty(
                        name: "e",
                        filters: PropertyFilterGroups([[PropertyFilter(key: "p", type: .string, comparator: .matchesRegex, value: .string(pattern))]])
                    )
                ],
                reEligibility: 0
            )
        }
        let events = [DeviceEvent(at: 0, .sessionStart), Fixture.event(1, "e", ["p": .string(Self.subject)])]
        let trace = try DeliveryEngine.replay(configuration: DeliveryConfiguration(), campaigns: campaigns, events: events)
        let limits = trace.filter { $0.kind == .regexBoundExceeded }.compactMap { $0[field: "limit"]?.stringValue }
        let runs = BoundedRegex.replayBudget / BoundedRegex.stepLimit
        #expect(limits == Array(repeating: "steps", count: runs) + Array(repeating: "replay_budget", count: 20 - runs))
    }

    @Test func replayNotesTheBoundAndRunsAStoppedPatternOnce() throws {
        let filter = PropertyFilter(key: "p", type: .string, comparator: .matchesRegex, value: .string(Self.catastrophic))
        let campaign = Campaign(
            id: "r",
            message: Fixture.slideup(),
            triggers: [.customEventProperty(name: "e", filters: PropertyFilterGroups([[filter]]))],
            reEligibility: 0
        )
        let events = [DeviceEvent(at: 0, .sessionStart)] + (1...40).map { Fixture.event(Double($0), "e", ["p": .string(Self.subject)]) }
        let trace = try DeliveryEngine.replay(configuration: DeliveryConfiguration(), campaigns: [campaign], events: events)
        let notes = trace.filter { $0.kind == .regexBoundExceeded }
        #expect(notes.count == 40)
        #expect(notes.first?.jsonLine == #"{"at":1,"kind":"regex_bound_exceeded","campaign":"r","property":"p","limit":"steps"}"#)
        #expect(!trace.contains { $0.kind == .displayed })
        // The session start matches nothing, and neither does any of the 40 events.
        #expect(trace.filter { $0.kind == .noMatchingTrigger }.count == 41)
    }

    @Test(arguments: [
        (#"(a+)+$"#, "backtracks past the bound"),
        (#"^(\w+\s?)*$"#, "backtracks past the bound"),
        (#"(x|xx)*y"#, "backtracks past the bound"),
        (#"(ab|a|b)*c"#, "backtracks past the bound"),
        ("(", "does not compile"),
        (String(repeating: "a", count: 1_001), "longer than 1000 characters"),
    ])
    func unsafePatternsAreErrorsAtTheirPath(_ pattern: String, _ problem: String) throws {
        let json = JSONWriter.write(
            .object([
                "id": .string("c"),
                "data": .object(["type": .string("SLIDEUP"), "message": .string("m")]),
                "trigger_condition": .array([
                    .object([
                        "type": .string("custom_event_property"),
                        "data": .object([
                            "event_name": .string("e"),
                            "property_filters": .array([
                                .array([
                                    .object([
                                        "property_key": .string("p"), "property_type": .string("string"),
                                        "comparator": .int(10), "property_value": .string(pattern),
                                    ])
                                ])
                            ]),
                        ]),
                    ])
                ]),
            ])
        )
        let campaign = try Campaign(wire: JSONParser.parse(json))
        let found = campaign.diagnostics().filter { $0.rule == .regexUnsafe }
        #expect(found.map(\.path.description) == ["trigger_condition[0].data.property_filters[0][0].property_value"])
        #expect(found.first?.severity == .error)
        #expect(found.first?.message.contains(problem) == true, "\(found)")
    }

    @Test func safePatternsPassTheProbe() {
        for pattern in ["^gold_[0-9]+$", #"^[\w.+-]+@example\.com$"#, "(?i)^(gold|silver)$", ".*foo.*", "a*b*c*"] {
            #expect(BoundedRegex.problem(inPattern: pattern) == nil, "\(pattern)")
        }
    }
}
