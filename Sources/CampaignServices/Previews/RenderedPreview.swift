public import InAppMessaging
public import Liquid

/// A preview document and the size, in points, of the window that shows it whole.
public struct RenderedPreview: Sendable {
    /// The standalone HTML document as UTF-8 bytes (what a response sends).
    public var markup: [UInt8]
    /// The standalone HTML document.
    public var html: String { String(decoding: markup, as: UTF8.self) }
    /// The window's width in points.
    public var width: Int
    /// The window's height in points.
    public var height: Int
    /// The Liquid budget's resource the render ran past, if any (the document notes it).
    public var budgetExceeded: LiquidBudget.Resource?
    /// The Liquid errors and warnings, each at its field's path.
    public var liquidProblems: [PersonalisedMessage.Problem] = []
}
