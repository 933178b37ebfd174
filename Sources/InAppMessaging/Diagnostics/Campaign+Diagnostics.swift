import Foundation

extension Campaign {
    /// The semantic problems of the campaign and its message (the message's under `data`).
    ///
    /// Rules besides the message's: `id-empty` (error), `id-invalid` (error: only dots, or control
    /// characters), `tag-invalid` (error: control characters), `name-invalid` (error: control or
    /// text-direction characters in the name), `schedule-inverted` (error: ends before
    /// it starts), `no-triggers` (warning on active campaigns: it can never fire),
    /// `trigger-name-empty` (error: an empty event name, product or campaign id),
    /// `filter-value-missing` (error: a comparator that needs a value has none),
    /// `filter-group-empty` (warning: an empty group never passes), `regex-unsafe` (error: a
    /// regex filter's pattern is too long, invalid or backtracks past `BoundedRegex`'s bound on a
    /// probe), `timeout-before-delay`
    /// (warning: the message times out before it is shown), `split-invalid` (error: the variants'
    /// percentages do not add up to 100, more than eight variants, a name used twice). Every
    /// variant's message is checked, and in a split campaign each finding names its variant. The message's extras are checked
    /// against `viewTypes`, the registry of custom view types.
    public func diagnostics(viewTypes: ViewTypeRegistry = .builtIn) -> [MessageDiagnostic] {
        var found: [MessageDiagnostic] = []
        func add(_ severity: MessageDiagnostic.Severity, _ path: JSONPath, _ rule: RuleID, _ message: String) {
            found.append(MessageDiagnostic(severity: severity, path: path, rule: rule, message: message))
        }
        let root = JSONPath.root
        if id.trimmingCharacters(in: .whitespaces).isEmpty {
            add(.error, root.appending("id"), .idEmpty, "the campaign id is empty")
        } else if id.allSatisfy({ $0 == "." }) || DisplayedText.hasControlOrDirectionCharacters(id) {
            add(.error, root.appending("id"), .idInvalid, "a campaign id cannot be only dots or contain control or text-direction characters")
        } else if id.count > Self.maxIDLength {
            add(.error, root.appending("id"), .idInvalid, "a campaign id is at most \(Self.maxIDLength) characters; this one has \(id.count)")
        }
        if DisplayedText.hasControlOrDirectionCharacters(name) {
            add(
                .error,
                root.appending("name"),
                .nameInvalid,
                "a campaign name cannot contain control or text-direction characters (lists show it beside other text)"
            )
        }
        for (index, tag) in tags.enumerated() where tag.unicodeScalars.contains(where: Self.isControl) {
            add(.error, root.appending("tags").appending(index), .tagInvalid, "tags cannot contain control characters such as line breaks")
        }
        if let startTime, let endTime, endTime < startTime {
            add(.error, root.appending("end_time"), .scheduleInverted, "the campaign ends before it starts")
        }
        if status == .active, triggers.isEmpty {
            add(
                .warning,
                root.appending("trigger_condition"),
                .noTriggers,
                "an active campaign without trigger conditions never fires"
            )
        }
        if let timeout, timeout <= delay {
            add(
                .warning,
                root.appending("timeout"),
                .timeoutBeforeDelay,
                "the timeout is not longer than the delay, so the message is always discarded"
            )
        }
        for (index, trigger) in triggers.enumerated() {
            checkTrigger(trigger, path: root.appending("trigger_condition").appending(index), add)
        }
        if isSplit, let problem = splitProblem {
            add(.error, root.appending("variants"), .splitInvalid, problem)
        }
        for (index, variant) in variants.enumerated() {
            // The first variant's message is `data`; the others sit at `variants[i].data` and
            // their diagnostics name the variant, as a reviewer reads them.
            let base = index == 0 ? root.appending("data") : root.appending("variants").appending(index).appending("data")
            found += variant.message.diagnostics(viewTypes: viewTypes).map { diagnostic in
                var nested = diagnostic
                nested.path = base.appending(diagnostic.path)
                if isSplit { nested.message = "\(variant.displayName(at: index)): \(diagnostic.message)" }
                return nested
            }
        }
        return found
    }

    /// The longest campaign id.
    public static let maxIDLength = 128

    /// Whether a character is a control character (C0, DEL or C1).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
    }

    private func checkTrigger(
        _ trigger: TriggerCondition,
        path conditionPath: JSONPath,
        _ add: (MessageDiagnostic.Severity, JSONPath, RuleID, String) -> Void
    ) {
        let path = conditionPath.appending("data")
        var filters: PropertyFilterGroups?
        switch trigger {
        case .customEvent(let name), .customEventProperty(let name, _):
            if name.isEmpty { add(.error, path.appending("event_name"), .triggerNameEmpty, "the event name is empty") }
        case .pushClick(let campaignID):
            if campaignID.isEmpty {
                add(.error, path.appending("campaign_id"), .triggerNameEmpty, "the push campaign id is empty")
            }
        case .purchase(let productID), .purchaseProperty(let productID, _):
            if productID?.isEmpty == true {
                add(
                    .error,
                    path.appending("product_id"),
                    .triggerNameEmpty,
                    "the product id is empty (omit it for any purchase)"
                )
            }
        case .sessionStart:
            break
        case .other(let type, _):
            add(
                .warning,
                conditionPath.appending("type"),
                .triggerTypeUnknown,
                "trigger type \"\(type)\" is kept but never fires in Vitrine (known: \(TriggerCondition.wireTypes.joined(separator: ", ")))"
            )
        }
        if case .purchaseProperty(_, let groups) = trigger { filters = groups }
        if case .customEventProperty(_, let groups) = trigger { filters = groups }
        let filtersPath = path.appending("property_filters")
        for (groupIndex, group) in (filters?.groups ?? []).enumerated() {
            if group.isEmpty {
                add(.warning, filtersPath.appending(groupIndex), .filterGroupEmpty, "an empty filter group never passes")
            }
            for (index, filter) in group.enumerated() where filter.needsValue && (filter.value ?? .null) == .null {
                add(
                    .error,
                    filtersPath.appending(groupIndex).appending(index).appending("property_value"),
                    .filterValueMissing,
                    "comparator \(filter.comparator.name) needs a property_value"
                )
            }
            for (index, filter) in group.enumerated() where filter.comparator == .matchesRegex || filter.comparator == .doesNotMatchRegex {
                guard let pattern = filter.value?.stringValue, let problem = BoundedRegex.problem(inPattern: pattern) else { continue }
                add(.error, filtersPath.appending(groupIndex).appending(index).appending("property_value"), .regexUnsafe, problem)
            }
        }
    }
}

extension PropertyFilter {
    /// Whether the comparator compares against `value` (all but exists / does not exist).
    var needsValue: Bool { comparator != .exists && comparator != .doesNotExist }
}
