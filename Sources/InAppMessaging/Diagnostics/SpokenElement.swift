/// One stop of a screen reader's swipe through a message: what it is, what it says, and what a
/// double tap (or Enter) does.
public struct SpokenElement: Sendable, Hashable {
    /// What the reader calls the element, as its platform exposes it.
    public enum Role: String, Sendable, Hashable {
        /// A button: UIKit's button trait, an Android `Button`, a `<button>`.
        case button
        /// A link (`<a href>`).
        case link
        /// A heading (`<h1>`…`<h6>`); BrazeUI and the Android SDK mark none.
        case heading
        /// Static text.
        case text
        /// An image, read by its alternative text.
        case image
        /// An element with a label and no role or trait (BrazeUI's slideup, Android's clickable
        /// slideup layout).
        case element
        /// A field a reader types in (`<input>`, `<textarea>`, `<select>`).
        case field
        /// A dialog (`role="dialog"`), named by its label.
        case dialog
        /// An alert (`role="alert"`): read out when it appears.
        case alert
        /// A frame (`<iframe>`), named by its title.
        case frame
    }

    /// What it is.
    public var role: Role
    /// What the reader says for it.
    public var label: String
    /// What activating it does, in words; nil when nothing happens.
    public var action: String?
    /// What else the reader does with it (a live region, text cut on screen but read whole).
    public var notes: [String]

    /// An element; `notes` are empty by default.
    public init(role: Role, label: String, action: String? = nil, notes: [String] = []) {
        self.role = role
        self.label = label
        self.action = action
        self.notes = notes
    }
}
