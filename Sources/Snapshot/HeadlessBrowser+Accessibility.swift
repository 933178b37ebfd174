extension HeadlessBrowser {
    /// Loads `html` as `measure` does, evaluates `expression` in it, reads Chromium's accessibility
    /// tree of the page (its frames' too), describes the element behind each node `describes`
    /// picks (at most `describedLimit` of them), and closes the page, all in one turn of the
    /// browser. Returns the expression's JSON and the tree's nodes in document order.
    public func measureAccessibility(
        html: String,
        width: Int,
        height: Int,
        _ expression: String,
        describing describes: @Sendable (AccessibilityNode) -> Bool,
        describedLimit: Int = 20
    ) async throws -> (json: String, nodes: [AccessibilityNode]) {
        try await measuring(html: html, width: width, height: height) {
            let json = try await self.evaluateJSON(expression)
            return (json, try await self.accessibilityNodes(describing: describes, limit: describedLimit))
        }
    }

    /// The open page's accessibility tree, with the elements behind the nodes `describes` picks.
    private func accessibilityNodes(describing describes: (AccessibilityNode) -> Bool, limit: Int) async throws -> [AccessibilityNode] {
        _ = try await command("Accessibility.enable")
        let tree = try await command("Accessibility.getFullAXTree")
        guard case .array(let entries)? = tree["nodes"] else { return [] }
        var nodes: [AccessibilityNode] = []
        var described = 0
        for entry in entries {
            var node = AccessibilityNode(cdp: entry)
            if described < limit, describes(node), let backend = entry["backendDOMNodeId"]?.doubleValue {
                described += 1
                let answer = try await command("DOM.describeNode", ["backendNodeId": .number(backend)])
                node.element = Self.elementDescription(answer["node"] ?? .null)
            }
            nodes.append(node)
        }
        return nodes
    }

    /// `a#id.class href="…"` for a `DOM.describeNode` node: its tag, id, first two classes, and
    /// the first of `href`, `src`, `type` it has (values cut at 60 characters).
    static func elementDescription(_ node: JSONValue) -> String {
        var text = (node["localName"]?.stringValue ?? node["nodeName"]?.stringValue ?? "element").lowercased()
        var attributes: [String: String] = [:]
        if case .array(let flat)? = node["attributes"] {
            for index in stride(from: 0, to: flat.count - 1, by: 2) {
                if let name = flat[index].stringValue, let value = flat[index + 1].stringValue { attributes[name] = value }
            }
        }
        if let id = attributes["id"], !id.isEmpty { text += "#" + id }
        let classes = (attributes["class"] ?? "").split(separator: " ").prefix(2)
        if !classes.isEmpty { text += "." + classes.joined(separator: ".") }
        if let (name, value) = ["href", "src", "type"].lazy.compactMap({ key in attributes[key].map { (key, $0) } }).first {
            text += " \(name)=\"\(value.prefix(60))\""
        }
        return text
    }
}
