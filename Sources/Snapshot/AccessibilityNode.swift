/// One node of Chromium's accessibility tree of a page (`Accessibility.getFullAXTree`): what a
/// screen reader is given for an element.
public struct AccessibilityNode: Sendable, Hashable {
    /// The computed role (`link`, `button`, `image`, `textbox`, `StaticText`…).
    public var role: String
    /// The computed accessible name; empty when it has none.
    public var name: String
    /// Whether the node is left out of what a reader gets (hidden, presentational).
    public var ignored: Bool
    /// The element behind it, as `tag#id.class attribute="value"`, when it was asked for.
    public var element: String?

    /// A node.
    public init(role: String, name: String, ignored: Bool, element: String? = nil) {
        self.role = role
        self.name = name
        self.ignored = ignored
        self.element = element
    }

    /// The node read from one entry of `Accessibility.getFullAXTree`'s `nodes`.
    init(cdp node: JSONValue) {
        role = node["role"]?["value"]?.stringValue ?? ""
        name = node["name"]?["value"]?.stringValue ?? ""
        ignored = node["ignored"] == .bool(true)
    }
}
