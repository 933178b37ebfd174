extension JSONValue {
    /// The value without what `path` names, so a decoder can go on past an error there: an
    /// object's member is taken out, and an array element takes its whole array with it (taking
    /// one element out would renumber its siblings, and later errors would name the wrong one).
    /// Nil when nothing is there to take out (a missing member, the root, a top-level element).
    public func removing(_ path: JSONPath) -> JSONValue? {
        removing(path.components[...])
    }

    private func removing(_ components: ArraySlice<JSONPath.Component>) -> JSONValue? {
        guard let first = components.first else { return nil }
        let rest = components.dropFirst()
        switch (self, first) {
        case (.object(var members), .key(let key)):
            guard let child = members[key] else { return nil }
            if rest.count <= 1, rest.isEmpty || child.isArray {
                _ = members.removeValue(forKey: key)
                return .object(members)
            }
            guard let changed = child.removing(rest) else { return nil }
            _ = members.updateValue(changed, forKey: key)
            return .object(members)
        case (.array(var items), .index(let index)):
            guard items.indices.contains(index), !rest.isEmpty, let changed = items[index].removing(rest) else { return nil }
            items[index] = changed
            return .array(items)
        default:
            return nil
        }
    }

    private var isArray: Bool {
        if case .array = self { return true }
        return false
    }
}
