import InAppMessaging
import Preview

/// The "Screen reader" panel beside a preview: what VoiceOver, TalkBack or a browser's reader
/// gets from the message as the preview's options show it, or why it could not be read.
struct TranscriptView: Sendable {
    /// One element of the reading order.
    struct Element: Sendable {
        /// Its role (`button`, `text`…).
        let role: String
        /// What the reader says; empty labels are shown as such.
        let label: String
        /// Whether the reader says nothing for it.
        let unlabelled: Bool
        /// What activating it does, if anything.
        let action: String?
        /// What else the reader does with it.
        let notes: [String]
        /// Whether it has notes.
        let hasNotes: Bool
    }

    /// "VoiceOver on iOS".
    let title: String
    /// The language of the SDK's words, when not English.
    let locale: String?
    /// What happens when the message appears.
    let onDisplay: [String]
    /// The reading order.
    let elements: [Element]
    /// Whether there is nothing to read.
    let isEmpty: Bool
    /// What else a reader's user should know.
    let notes: [String]
    /// Why there is no transcript (a user profile that does not exist, say), else nil.
    let problem: String?
    /// Whether anything happens on display.
    let hasOnDisplay: Bool
    /// Whether there are notes.
    let hasNotes: Bool

    /// The panel for `transcript`.
    init(_ transcript: ScreenReaderTranscript) {
        title = "\(transcript.reader) on \(transcript.platform.displayName)"
        locale = transcript.locale
        onDisplay = transcript.onDisplay
        elements = transcript.elements.map { element in
            Element(
                role: element.role.rawValue,
                label: element.label,
                unlabelled: element.label.allSatisfy(\.isWhitespace),
                action: element.action,
                notes: element.notes,
                hasNotes: !element.notes.isEmpty
            )
        }
        isEmpty = transcript.elements.isEmpty
        notes = transcript.notes
        hasOnDisplay = !onDisplay.isEmpty
        hasNotes = !notes.isEmpty
        problem = nil
    }

    /// The panel saying why no transcript could be made.
    init(problem: String) {
        title = "Screen reader"
        locale = nil
        onDisplay = []
        elements = []
        isEmpty = true
        notes = []
        hasOnDisplay = false
        hasNotes = false
        self.problem = problem
    }
}
