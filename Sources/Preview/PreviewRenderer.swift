import InAppMessaging

/// Renders messages to HTML inside a device frame (placeholder until the preview issue).
public struct PreviewRenderer: Sendable {
    /// Creates a renderer.
    public init() {}
}
