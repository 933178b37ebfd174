import Foundation

/// Evaluation of property filters against an event's properties (docs/wire-format.md, property filters).
extension PropertyFilterGroups {
    /// Whether every group passes (a group passes when any of its filters does).
    public func matches(_ properties: JSONObject, unixTime: Double) -> Bool {
        firstFailure(in: properties, unixTime: unixTime) == nil
    }

    /// A description of the first group that fails, or nil when all pass.
    public func firstFailure(in properties: JSONObject, unixTime: Double) -> String? {
        var log = RegexBoundLog()
        return firstFailure(in: properties, unixTime: unixTime, log: &log)
    }

    /// The first failure, noting in `log` every regex the bound stopped (and skipping the
    /// patterns it already stopped once).
    func firstFailure(in properties: JSONObject, unixTime: Double, log: inout RegexBoundLog) -> String? {
        for group in groups where !group.contains(where: { $0.matches(properties, unixTime: unixTime, log: &log) }) {
            return group.map { $0.explain(properties) }.joined(separator: " or ")
        }
        return nil
    }
}

extension PropertyFilter {
    /// Whether the filter passes for `properties` at the given unix time (`epoch + at`).
    public func matches(_ properties: JSONObject, unixTime: Double) -> Bool {
        var log = RegexBoundLog()
        return matches(properties, unixTime: unixTime, log: &log)
    }

    /// Whether the filter passes, noting in `log` a regex the bound stopped.
    func matches(_ properties: JSONObject, unixTime: Double, log: inout RegexBoundLog) -> Bool {
        let property = properties[key].flatMap { $0 == .null ? nil : $0 }
        switch comparator {
        case .exists: return property != nil
        case .doesNotExist: return property == nil
        case .notEqual:
            guard let property else { return true }
            return !isEqual(property)
        case .doesNotMatchRegex:
            guard let text = property?.stringValue else { return true }
            return !matchesPattern(text, log: &log)
        case .matchesRegex:
            guard type == .string, let text = property?.stringValue else { return false }
            return matchesPattern(text, log: &log)
        default:
            guard let property else { return false }
            return compare(property, unixTime: unixTime)
        }
    }

    /// The comparators that need the property: equality, ordering, regex and future dates.
    private func compare(_ property: JSONValue, unixTime: Double) -> Bool {
        switch comparator {
        case .equals: return isEqual(property)
        case .greaterThan, .greaterThanOrEqual, .lessThan, .lessThanOrEqual:
            return isOrdered(property, unixTime: unixTime)
        case .dateWithinFuture, .dateAfterFuture:
            guard type == .date, let date = Self.date(property), let seconds = value?.doubleValue else { return false }
            let ahead = date - unixTime
            // 15: in the future by at most N seconds; 16: in the future by more than N.
            return comparator == .dateWithinFuture ? ahead > 0 && ahead <= seconds : ahead > 0 && ahead > seconds
        case .notEqual, .exists, .doesNotExist, .matchesRegex, .doesNotMatchRegex: return false
        }
    }

    /// Typed equality: the property must have the filter's type.
    private func isEqual(_ property: JSONValue) -> Bool {
        guard let value else { return false }
        switch type {
        case .string: return property.stringValue != nil && property.stringValue == value.stringValue
        case .number: return property.doubleValue != nil && property.doubleValue == value.doubleValue
        case .boolean:
            guard case .bool(let actual) = property, case .bool(let expected) = value else { return false }
            return actual == expected
        case .date: return Self.date(property) != nil && Self.date(property) == Self.date(value)
        }
    }

    /// Ordered comparisons on numbers and dates (for dates, 4 and 6 count seconds ago).
    private func isOrdered(_ property: JSONValue, unixTime: Double) -> Bool {
        guard let value else { return false }
        switch type {
        case .number:
            guard let actual = property.doubleValue, let expected = value.doubleValue else { return false }
            return Self.order(comparator, actual, expected)
        case .date:
            guard let date = Self.date(property) else { return false }
            switch comparator {
            case .greaterThanOrEqual, .lessThanOrEqual:
                guard let seconds = value.doubleValue else { return false }
                let ago = unixTime - date
                // 4: not in the future and at most N seconds ago; 6: in the past by more than N.
                return comparator == .greaterThanOrEqual ? ago >= 0 && ago <= seconds : ago > 0 && ago > seconds
            default:
                guard let expected = Self.date(value) else { return false }
                return Self.order(comparator, date, expected)
            }
        case .string, .boolean:
            return false
        }
    }

    /// `actual <comparator> expected` for the four ordering comparators.
    private static func order(_ comparator: Comparator, _ actual: Double, _ expected: Double) -> Bool {
        switch comparator {
        case .greaterThan: return actual > expected
        case .greaterThanOrEqual: return actual >= expected
        case .lessThan: return actual < expected
        case .lessThanOrEqual: return actual <= expected
        default: return false
        }
    }

    /// Whether the filter's regex finds a match in `text`, within `BoundedRegex`'s bound and what
    /// is left of the replay's budget: an invalid pattern never matches, and neither does one the
    /// bound or the spent budget stops (noted in `log`).
    private func matchesPattern(_ text: String, log: inout RegexBoundLog) -> Bool {
        guard let pattern = value?.stringValue else { return false }
        if log.stopped.contains(pattern) {
            log.notes.append(RegexBoundLog.Note(property: key, limit: .steps))
            return false
        }
        guard log.budget > 0 else {
            log.notes.append(RegexBoundLog.Note(property: key, limit: .replayBudget))
            return false
        }
        let allowance = min(BoundedRegex.stepLimit, log.budget)
        let run = BoundedRegex.run(pattern, on: text, stepLimit: allowance)
        log.budget -= min(run.stepCalls, allowance)
        switch run.outcome {
        case .match: return true
        case .noMatch: return false
        case .exceeded(let limit):
            // Stopped by what was left of the budget rather than by its own bound: the budget is spent.
            if limit == .steps, allowance < BoundedRegex.stepLimit {
                log.budget = 0
                log.notes.append(RegexBoundLog.Note(property: key, limit: .replayBudget))
                return false
            }
            if limit == .steps { log.stopped.insert(pattern) }
            log.notes.append(RegexBoundLog.Note(property: key, limit: limit))
            return false
        }
    }

    /// A date as unix seconds: a number, or an ISO-8601 string (date-time or date only).
    static func date(_ value: JSONValue) -> Double? {
        if let number = value.doubleValue { return number }
        guard let text = value.stringValue else { return nil }
        let styles: [Date.ISO8601FormatStyle] = [
            .iso8601, Date.ISO8601FormatStyle(includingFractionalSeconds: true), .iso8601.year().month().day(),
        ]
        for style in styles {
            if let date = try? style.parse(text) { return date.timeIntervalSince1970 }
        }
        return nil
    }

    /// Why the filter fails, for "why not?": `price ≥ 100 (got 250)`.
    func explain(_ properties: JSONObject) -> String {
        let expected = value.map { " " + JSONWriter.write($0) } ?? ""
        let actual = properties[key].map { JSONWriter.write($0) } ?? "nothing"
        return "\(key) \(comparator.name)\(expected) (\(type.rawValue); got \(actual))"
    }
}
