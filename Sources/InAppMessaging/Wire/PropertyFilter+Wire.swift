extension PropertyFilterGroups {
    /// Reads `property_filters`: a list of groups, each a list of filter objects.
    init(wire data: inout WireObject) throws(WireError) {
        let path = data.path.appending("property_filters")
        var groups: [[PropertyFilter]] = []
        for (groupIndex, group) in (try data.array("property_filters") ?? []).enumerated() {
            guard case .array(let items) = group else {
                throw WireObject.mismatch(path.appending(groupIndex), "an array of filters (a group)", group)
            }
            var filters: [PropertyFilter] = []
            for (index, item) in items.enumerated() {
                filters.append(try PropertyFilter(wire: item, path: path.appending(groupIndex).appending(index)))
            }
            groups.append(filters)
        }
        self.init(groups)
    }

    /// The `property_filters` wire value.
    var wireValue: JSONValue {
        .array(groups.map { .array($0.map(\.wireValue)) })
    }
}

extension PropertyFilter {
    /// Reads `{property_key, property_type, comparator, property_value}`; an explicit `null`
    /// value is kept as `.null`, an absent one is nil.
    init(wire: JSONValue, path: JSONPath) throws(WireError) {
        var object = try WireObject(wire, path: path)
        let key = try object.required("property_key", for: "a property filter")
        guard let type = try object.enumeration("property_type", WireNames.propertyTypes) else {
            throw .at(path.appending("property_type"), "missing: expected one of string, number, boolean, date")
        }
        let codes = Comparator.allCases.map { String($0.rawValue) }.joined(separator: ", ")
        guard let code = try object.int("comparator") else {
            throw .at(path.appending("comparator"), "missing: expected one of \(codes)")
        }
        guard let comparator = Comparator(rawValue: code) else {
            throw .at(path.appending("comparator"), "expected one of \(codes), got \(code)")
        }
        self.init(key: key, type: type, comparator: comparator, value: object.members["property_value"])
    }

    /// The filter's wire object.
    var wireValue: JSONValue {
        var members: JSONObject = [
            "property_key": .string(key),
            "property_type": .string(type.rawValue),
            "comparator": .int(comparator.rawValue),
        ]
        if let value { members["property_value"] = value }
        return .object(members)
    }
}
