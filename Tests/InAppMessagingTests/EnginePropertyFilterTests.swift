import InAppMessaging
import Testing

/// Property filters: every comparator, typed (docs/wire-format.md, property filters).
@Suite struct EnginePropertyFilterTests {
    /// Unix time "now" for the date rows: 2024-01-01T00:00:00Z.
    static let now = 1_704_067_200.0

    /// comparator, type, filter value, property (nil = missing), expected.
    static let rows: [(Comparator, PropertyType, JSONValue?, JSONValue?, Bool)] = [
        (.equals, .string, .string("gold"), .string("gold"), true),
        (.equals, .string, .string("gold"), .string("Gold"), false),
        (.equals, .number, .int(150), .double(150.0), true),
        (.equals, .number, .int(150), .string("150"), false),
        (.equals, .boolean, .bool(true), .bool(true), true),
        (.equals, .boolean, .bool(true), .int(1), false),
        (.equals, .string, .string("x"), nil, false),
        (.equals, .date, .string("2024-01-01T00:00:00Z"), .int(1_704_067_200), true),
        (.notEqual, .string, .string("gold"), nil, true),
        (.notEqual, .string, .string("gold"), .string("silver"), true),
        (.notEqual, .string, .string("gold"), .string("gold"), false),
        (.greaterThan, .number, .int(100), .int(101), true),
        (.greaterThan, .number, .int(100), .int(100), false),
        (.greaterThan, .number, .int(100), .string("101"), false),
        (.greaterThanOrEqual, .number, .int(100), .int(100), true),
        (.lessThan, .number, .double(1.5), .int(1), true),
        (.lessThanOrEqual, .number, .int(200), .int(250), false),
        (.lessThanOrEqual, .number, .int(200), nil, false),
        (.greaterThan, .string, .string("a"), .string("b"), false),
        (.greaterThan, .date, .string("2023-12-31"), .string("2024-01-01T00:00:00Z"), true),
        (.lessThan, .date, .int(1_704_067_200), .string("2023-06-01T12:00:00.500Z"), true),
        (.greaterThanOrEqual, .date, .int(3600), .int(1_704_067_200 - 60), true),
        (.greaterThanOrEqual, .date, .int(3600), .int(1_704_067_200 - 7200), false),
        (.lessThanOrEqual, .date, .int(3600), .int(1_704_067_200 - 7200), true),
        (.lessThanOrEqual, .date, .int(3600), .string("not a date"), false),
        // 4 never matches a future date; 6 needs the date in the past by more than N.
        (.greaterThanOrEqual, .date, .int(3600), .int(1_704_067_200 + 60), false),
        (.greaterThanOrEqual, .date, .int(3600), .int(1_704_067_200), true),
        (.greaterThanOrEqual, .date, .int(3600), .int(1_704_067_200 - 3600), true),
        (.lessThanOrEqual, .date, .int(3600), .int(1_704_067_200 + 7200), false),
        (.lessThanOrEqual, .date, .int(3600), .int(1_704_067_200 - 3600), false),
        (.matchesRegex, .string, .string("^gold_[0-9]+$"), .string("gold_42"), true),
        (.matchesRegex, .string, .string("^gold"), .string("silver"), false),
        (.matchesRegex, .string, .string("("), .string("("), false),
        (.matchesRegex, .string, .string("1"), .int(1), false),
        (.doesNotMatchRegex, .string, .string("^gold"), .string("silver"), true),
        (.doesNotMatchRegex, .string, .string("^gold"), .string("gold"), false),
        (.doesNotMatchRegex, .string, .string("^gold"), nil, true),
        (.exists, .string, nil, .string(""), true),
        (.exists, .string, nil, nil, false),
        (.exists, .string, nil, .null, false),
        (.doesNotExist, .number, nil, nil, true),
        (.doesNotExist, .number, nil, .int(0), false),
        (.dateWithinFuture, .date, .int(600), .int(1_704_067_200 + 300), true),
        (.dateWithinFuture, .date, .int(600), .int(1_704_067_200 + 900), false),
        (.dateWithinFuture, .date, .int(600), .int(1_704_067_200 - 1), false),
        (.dateWithinFuture, .date, .int(600), .int(1_704_067_200 + 600), true),
        (.dateAfterFuture, .date, .int(600), .int(1_704_067_200 - 900), false),
        (.dateAfterFuture, .date, .int(600), .int(1_704_067_200 + 900), true),
        (.dateAfterFuture, .date, .int(600), .string("2024-01-01T00:05:00Z"), false),
    ]

    @Test(arguments: rows.indices)
    func comparator(_ row: Int) {
        let (comparator, type, value, property, expected) = Self.rows[row]
        let filter = PropertyFilter(key: "p", type: type, comparator: comparator, value: value)
        let properties: JSONObject = property.map { ["p": $0] } ?? [:]
        #expect(filter.matches(properties, unixTime: Self.now) == expected, "row \(row): \(comparator.name)")
    }

    @Test func allGroupsMustPassAndAnyFilterInAGroup() {
        let over = PropertyFilter(key: "price", type: .number, comparator: .greaterThan, value: .int(100))
        let free = PropertyFilter(key: "price", type: .number, comparator: .equals, value: .int(0))
        let gold = PropertyFilter(key: "tier", type: .string, comparator: .equals, value: .string("gold"))
        let groups = PropertyFilterGroups([[over, free], [gold]])
        #expect(groups.matches(["price": .int(0), "tier": .string("gold")], unixTime: 0))
        #expect(!groups.matches(["price": .int(50), "tier": .string("gold")], unixTime: 0))
        #expect(groups.firstFailure(in: ["price": .int(150)], unixTime: 0)?.hasPrefix("tier equals") == true)
        #expect(PropertyFilterGroups([]).matches([:], unixTime: 0))
    }

    @Test func datesAreRelativeToEpochPlusAt() throws {
        let recent = PropertyFilter(key: "signed_up", type: .date, comparator: .greaterThanOrEqual, value: .int(60))
        let campaign = Campaign(
            id: "new-user",
            message: Fixture.slideup(),
            triggers: [.customEventProperty(name: "x", filters: PropertyFilterGroups([[recent]]))],
            reEligibility: 0
        )
        let configuration = DeliveryConfiguration(triggerMinimumTimeInterval: 0, epoch: Self.now)
        let trace = try Fixture.trace(
            [campaign],
            [Fixture.event(100, "x", ["signed_up": .string("2024-01-01T00:01:00Z")])],
            configuration: configuration
        )
        #expect(trace == ["0 no_matching_trigger", "100 displayed new-user"])
    }
}
