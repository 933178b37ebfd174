/// One step of a Braze Action as written: a container of steps, a step of some type with its
/// arguments, or something that cannot be read as a step at all.
///
/// A step of an unknown type or with invalid arguments is still a `.step`, so an imported
/// action shows as written; `problem` says why the SDK would skip it.
public indirect enum BrazeActionStep: Sendable, Hashable {
    /// `{"type": "container", "steps": [...]}`: runs its steps in order.
    case container([BrazeActionStep])
    /// `{"type": T, "args": [...]}` for any other type (missing `args` are none).
    case step(type: String, args: [JSONValue])
    /// A value that is no step: not an object, without a string `type`, or a container whose
    /// `steps` is missing or not an array. `json` is the value as written.
    case unreadable(JSONValue, detail: String)

    /// A step of a known type.
    public init(_ type: BrazeActionStepType, _ args: [JSONValue] = []) {
        self = .step(type: type.rawValue, args: args)
    }

    /// The step's type when it is one of the parser's (nil for containers, unknown types and
    /// unreadable values).
    public var knownType: BrazeActionStepType? {
        if case .step(let type, _) = self { return BrazeActionStepType(rawValue: type) }
        return nil
    }

    /// Why the SDK would not run this step (nil when it would): an unreadable value, an unknown
    /// type, or arguments its type refuses. A container's own problem does not include its steps'.
    public var problem: String? {
        switch self {
        case .container: return nil
        case .unreadable(_, let detail): return detail
        case .step(let type, let args):
            guard let known = BrazeActionStepType(rawValue: type) else {
                return type.isEmpty ? "the step has no type" : "unknown step type \"\(type)\""
            }
            return known.problem(with: args)
        }
    }

    /// The steps a click runs, in order: containers opened, however deeply nested.
    public var leaves: [BrazeActionStep] {
        guard case .container(let steps) = self else { return [self] }
        return steps.flatMap(\.leaves)
    }

    /// The step as JSON: `type`, then `args` (left out when empty) or a container's `steps`.
    public var jsonValue: JSONValue {
        switch self {
        case .container(let steps):
            return .object(["type": .string("container"), "steps": .array(steps.map(\.jsonValue))])
        case .step(let type, let args):
            return args.isEmpty ? .object(["type": .string(type)]) : .object(["type": .string(type), "args": .array(args)])
        case .unreadable(let json, _):
            return json
        }
    }

    /// Reads one step from its JSON as the Android parser does (`BrazeActionParser.getActionType`,
    /// `ContainerStep`, `StepData`): the `type` must be a string; a container needs `steps`, an
    /// array whose items are read in turn; `args` that are missing or not an array are none.
    public init(json: JSONValue) {
        guard case .object = json else {
            self = .unreadable(json, detail: "a step must be a JSON object")
            return
        }
        guard let type = json["type"]?.stringValue else {
            self = .unreadable(json, detail: "the step has no type")
            return
        }
        guard type == "container" else {
            if case .array(let args)? = json["args"] {
                self = .step(type: type, args: args)
            } else {
                self = .step(type: type, args: [])
            }
            return
        }
        switch json["steps"] {
        case .array(let steps)?: self = .container(steps.map(BrazeActionStep.init(json:)))
        case nil: self = .unreadable(json, detail: "the container has no steps")
        case .some: self = .unreadable(json, detail: "the container's steps are not an array")
        }
    }
}
