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
        // The counter stopped one call past the limit: the start positions' allowance plus the steps.
        #expect(run.progressCalls == Self.subject.utf16.count + 16 + BoundedRegex.stepLimit + 1)
    }

    @Test func anchoredCatastrophicPatternGetsNoAllowanceForStartPositions() {
        // ICU makes one attempt for a `^` pattern, so without the `(?!)|` prefix the allowance for
        // start positions would all be spent on steps; with it the run stops at the same count.
        let subject = String(repeating: "a", count: 40) + "!"
        let run = BoundedRegex.run("^(a+)+$", on: subject, stepLimit: 10)
        #expect(run.outcome == .exceeded(.steps))
        #expect(run.progressCalls == subject.utf16.count + 16 + 10 + 1)
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
        let refusal = #expect(throws: WireError.self) {
            _ = try CampaignImport.checkedCampaigns(from: Data(json.utf8)) { "d" }
        }
        #expect(refusal?.path?.description == "trigger_condition[0].data.property_filters[0][0].property_value")
    }

    @Test func safePatternsPassTheProbe() {
        for pattern in ["^gold_[0-9]+$", #"^[\w.+-]+@example\.com$"#, "(?i)^(gold|silver)$", ".*foo.*", "a*b*c*"] {
            #expect(BoundedRegex.problem(inPattern: pattern) == nil, "\(pattern)")
        }
    }
}
