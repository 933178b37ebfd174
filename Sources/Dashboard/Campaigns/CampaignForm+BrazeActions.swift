import CampaignStore
import Foundation
import InAppMessaging

extension CampaignForm {
    /// One step of a Braze Action builder: its type (one of the parser's, or `raw` for a step
    /// written as JSON) and its arguments as typed, one text per argument.
    struct StepFields: Sendable, Hashable {
        var type = BrazeActionStepType.logCustomEvent.rawValue
        var args: [String] = []
    }

    /// The Braze Action builder of the message body or of one button.
    struct ActionBuilderFields: Sendable, Hashable {
        /// The steps, in order (containers opened).
        var steps: [StepFields] = []
        /// The stored action's URI, posted back so a save that leaves the steps as they were
        /// keeps it byte for byte.
        var originalURI = ""
    }

    /// The click actions the editor offers for the body and for buttons.
    static let clickActionChoices = [("none", "Close the message"), ("url", "Open a URL"), ("braze", "Run Braze Actions")]

    /// The type of a step the builder shows as its JSON.
    static let rawStepType = "raw"
    /// The most steps one builder holds: the most one stored action may run.
    static let stepLimit = CampaignLimits.maxActionSteps
    /// The most arguments a step of a known type takes.
    static let argumentSlots = 2

    /// The builder of slot 0 (the body) or slot `n` (button `n - 1`), with its field prefix.
    func actionBuilder(slot: Int) -> (prefix: String, fields: ActionBuilderFields)? {
        if slot == 0 { return ("action_", bodyAction) }
        guard buttons.indices.contains(slot - 1) else { return nil }
        return ("button\(slot - 1)_", buttons[slot - 1].brazeAction)
    }

    /// Adds, removes or moves a builder's step (`add-step:S`, `remove-step:S:N`, `up-step:S:N`,
    /// `down-step:S:N`, S being 0 for the body and 1 + n for button n); adding a step also
    /// selects the Braze Action click action. False for any other operation or a row that does
    /// not exist.
    mutating func applyStepOperation(_ name: String, _ numbers: [Int]) -> Bool {
        guard let slot = numbers.first, var builder = actionBuilder(slot: slot)?.fields else { return false }
        let row = numbers.count > 1 ? numbers[1] : -1
        switch (name, numbers.count) {
        case ("add-step", 1) where builder.steps.count < Self.stepLimit:
            builder.steps.append(StepFields())
            if slot == 0 { clickAction = "braze" } else { buttons[slot - 1].action = "braze" }
        case ("remove-step", 2) where builder.steps.indices.contains(row):
            builder.steps.remove(at: row)
        case ("up-step", 2) where row > 0 && builder.steps.indices.contains(row):
            builder.steps.swapAt(row, row - 1)
        case ("down-step", 2) where builder.steps.indices.contains(row + 1):
            builder.steps.swapAt(row, row + 1)
        default:
            return false
        }
        if slot == 0 { bodyAction = builder } else { buttons[slot - 1].brazeAction = builder }
        return true
    }

    /// The click action a select value describes: a URL (a `brazeActions:` one is a Braze
    /// Action), the builder's Braze Action, or none; nil when the builder has errors.
    static func clickAction(
        _ choice: String,
        uri: String,
        useWebView: Bool,
        builder: ActionBuilderFields,
        prefix: String,
        errors: inout FormErrors
    ) -> ClickAction? {
        switch choice {
        case "url": return .uri(uri, useWebView: useWebView)
        case "braze": return builder.action(prefix: prefix, errors: &errors).map { .brazeAction($0, useWebView: useWebView) }
        default: return ClickAction.none
        }
    }
}

extension CampaignForm.ActionBuilderFields {
    /// The builder showing a stored action: its steps, and its URI to keep.
    init(_ action: BrazeAction) {
        self.init(steps: action.steps.prefix(CampaignForm.stepLimit).map(CampaignForm.StepFields.init), originalURI: action.uri)
    }

    /// Reads the builder whose fields start with `prefix` (`{prefix}step{n}_type`, `_arg0`,
    /// `_arg1`, and `{prefix}braze_uri`).
    init(posted form: FormData, prefix: String) {
        self.init(originalURI: form.text(prefix + "braze_uri"))
        steps = (0..<CampaignForm.stepLimit).prefix { form["\(prefix)step\($0)_type"] != nil }.map { index in
            let stepPrefix = "\(prefix)step\(index)_"
            return CampaignForm.StepFields(
                type: form.text(stepPrefix + "type"),
                args: (0..<CampaignForm.argumentSlots).map { form[stepPrefix + "arg\($0)"] ?? "" }
            )
        }
    }

    /// The action the steps make: the stored one (same URI) when they are the steps it already
    /// runs; a stored URI that does not decode is kept while no step replaces it, for the
    /// validator to report. Nil, with errors named `{prefix}step{n}` or `{prefix}steps`, when a
    /// step is wrong or there is none.
    func action(prefix: String, errors: inout FormErrors) -> BrazeAction? {
        let original = BrazeAction.isBrazeActionURI(originalURI) ? BrazeAction(uri: originalURI) : nil
        if steps.isEmpty {
            if let original, case .failure = original.root { return original }
            errors.add(prefix + "steps", "Add a step, or choose another click action.")
            return nil
        }
        let built = steps.enumerated().compactMap { index, fields in fields.step(field: "\(prefix)step\(index)", errors: &errors) }
        guard built.count == steps.count else { return nil }
        return original?.withSteps(built) ?? BrazeAction(steps: built)
    }
}

extension CampaignForm.StepFields {
    /// The row of a step: typed arguments for a valid step of a known type, else its JSON.
    init(_ step: BrazeActionStep) {
        guard let known = step.knownType, step.problem == nil, case .step(_, let args) = step, args.count <= known.arguments.count else {
            self.init(type: CampaignForm.rawStepType, args: [JSONWriter.write(step.jsonValue, leadingKeys: BrazeAction.stepKeys), ""])
            return
        }
        let texts = known.arguments.enumerated().map { index, argument in
            index < args.count ? Self.text(args[index], kind: argument.kind) : ""
        }
        self.init(type: known.rawValue, args: texts + Array(repeating: "", count: CampaignForm.argumentSlots - texts.count))
    }

    /// The step the row describes, or nil with an error named `field`.
    func step(field: String, errors: inout FormErrors) -> BrazeActionStep? {
        let first = args.first ?? ""
        if type == CampaignForm.rawStepType {
            do {
                return BrazeActionStep(json: try JSONParser.parse(first))
            } catch {
                errors.add(field, "The step's JSON does not parse: \(error.message).")
                return nil
            }
        }
        guard let known = BrazeActionStepType(rawValue: type) else {
            errors.add(field, "Choose what the step does.")
            return nil
        }
        var values: [JSONValue] = []
        for (index, argument) in known.arguments.enumerated() {
            let text = index < args.count ? args[index] : ""
            switch argument.kind {
            case .string:
                if text.isEmpty {
                    errors.add(field, "Enter the \(argument.label.lowercased()).")
                    return nil
                }
                values.append(.string(text))
            case .value:
                values.append(Self.value(text))
            case .optionalValue:
                if text.trimmingCharacters(in: .whitespaces).isEmpty { return .step(type: type, args: values) }
                values.append(Self.value(text))
            case .optionalObject:
                if text.trimmingCharacters(in: .whitespaces).isEmpty { return .step(type: type, args: values) }
                guard case .object(let members)? = try? JSONParser.parse(text) else {
                    errors.add(field, "The \(argument.label.lowercased()) must be a JSON object, such as {\"plan\": \"pro\"}.")
                    return nil
                }
                values.append(.object(members))
            }
        }
        return .step(type: type, args: values)
    }

    /// A value argument as typed: JSON when it reads as JSON (`42`, `true`, `["a"]`, `"42"`),
    /// else the text itself.
    static func value(_ text: String) -> JSONValue {
        (try? JSONParser.parse(text)) ?? .string(text)
    }

    /// An argument's text: a string as itself (quoted only when it would read as other JSON),
    /// anything else as JSON.
    static func text(_ value: JSONValue, kind: BrazeActionStepType.Argument.Kind) -> String {
        if case .string(let string) = value, kind == .string || Self.value(string) == value { return string }
        return JSONWriter.write(value)
    }
}
