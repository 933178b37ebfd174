/// One line of the delivery trace: what the engine decided, when, and about what.
public struct TraceEntry: Sendable, Hashable {
    /// Seconds from the start of the log (a timer's own time for timer-fired entries).
    public var at: Double
    /// What happened.
    public var kind: Kind
    /// The entry's fields in the order they are written.
    public var fields: [Field]

    /// Creates an entry.
    public init(at: Double, kind: Kind, fields: [Field] = []) {
        self.at = at
        self.kind = kind
        self.fields = fields
    }

    /// One named field of an entry.
    public struct Field: Sendable, Hashable {
        /// The snake_case field name.
        public var name: String
        /// The value.
        public var value: JSONValue

        /// Creates a field.
        public init(_ name: String, _ value: JSONValue) {
            self.name = name
            self.value = value
        }
    }

    /// The kinds of trace entries, with their snake_case names.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `session_start` cached the campaigns (`campaigns`).
        case delivered
        /// iOS: `session_start` could not decode the campaign and did not cache it (`campaign`,
        /// `path`, `detail`).
        case undecodable
        /// No delivered campaign matched the event (`event`).
        case noMatchingTrigger = "no_matching_trigger"
        /// A matching campaign did not fire (`campaign`, `reason`).
        case suppressed
        /// A campaign fired after its delay.
        case triggered
        /// A control campaign counted its impression.
        case controlImpression = "control_impression"
        /// A message was pushed on the stack.
        case enqueued
        /// The presenter put the top message back (`reason`).
        case reenqueued
        /// The presenter dropped the top message (`reason`).
        case discarded
        /// Android: the app's display choice was `reenqueue`; the message left the stack and went
        /// back to the trigger system, not displayed (`campaign`, `reason`).
        case returnedToTriggers = "returned_to_triggers"
        /// A message came on screen (`orientation`, `appearance`, `status_bar_hidden`).
        case displayed
        /// The impression was logged.
        case impression
        /// A button or the body was clicked (`button`, `processed`).
        case clicked
        /// A click opened a URL (`url`, `in_web_view`).
        case openedURL = "opened_url"
        /// A Braze Action step with no other effect ran (`type`, `args`), or a step or a whole
        /// `brazeActions://` URI the SDK would not run (`type` when it has one, `valid: false`,
        /// `detail`).
        case brazeAction = "braze_action"
        /// A message triggered while a click's action ran waits to be shown right after the
        /// dismissal (rule 14).
        case followup
        /// The message left the screen (`reason`).
        case dismissed
        /// Android: the message on screen when its Activity unregistered came back on the next
        /// registered Activity, without a new impression (`campaign`, `screen`).
        case carriedOver = "carried_over"
        /// iOS and Android phones: the device turned while the message on screen held the orientation lock; the
        /// screen turns to `orientation` when the message leaves (`campaign`, `orientation`).
        case rotationDeferred = "rotation_deferred"
        /// A custom user attribute was set (`key`, `value`).
        case attributeSet = "attribute_set"
        /// A cold launch emptied the stack and the screen.
        case stackCleared = "stack_cleared"
        /// An HTML message made a bridge call with no other effect (`name`, `args`, and
        /// `known: false` for a call the bridge does not have).
        case bridgeCall = "bridge_call"
        /// A property filter's regular expression was stopped by its bound and counted as not
        /// matching (`campaign`, `property`, `limit`: `steps`, `pattern_length`,
        /// `subject_length` or `replay_budget`); see `BoundedRegex`.
        case regexBoundExceeded = "regex_bound_exceeded"
    }

    /// The value of the field `name`, if the entry has it.
    public subscript(field name: String) -> JSONValue? {
        fields.first { $0.name == name }?.value
    }

    /// The campaign id, when the entry is about a campaign.
    public var campaign: String? { self[field: "campaign"]?.stringValue }

    /// The entry as a JSON object (`at`, `kind`, then the fields).
    public var jsonValue: JSONValue {
        var members: JSONObject = ["at": .number(at), "kind": .string(kind.rawValue)]
        for field in fields { members[field.name] = field.value }
        return .object(members)
    }

    /// The entry as one JSONL line: `at`, `kind`, then the fields in their order.
    public var jsonLine: String {
        JSONWriter.write(jsonValue, leadingKeys: ["at", "kind"] + fields.map(\.name))
    }
}
