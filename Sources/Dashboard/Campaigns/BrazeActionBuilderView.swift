import InAppMessaging

/// The Braze Action builder of the message body or of one button: its steps in order, each a
/// type and its arguments, with buttons that add, move and remove steps.
struct BrazeActionBuilderView: Sendable {
    /// One choice of the step type select, with what its arguments are called (for the script
    /// that relabels the inputs when the type changes).
    struct TypeOption: Sendable {
        let value: String
        let label: String
        var selected = false
        let arg0: String, hint0: String, arg1: String, hint1: String
    }

    /// One argument input.
    struct ArgumentView: Sendable {
        let id: String
        let name: String
        let label: String
        let hint: String
        let value: String
        let hidden: Bool
    }

    /// One step row.
    struct StepView: Sendable {
        let number: Int
        /// The name the error summary links to (`f-<name>` is the type select's id).
        let name: String
        let typeName: String
        let options: [TypeOption]
        let args: [ArgumentView]
        let stepError: String?
        let upOperation: String?
        let downOperation: String?
        let removeOperation: String
    }

    /// The select whose value `braze` shows the builder (`click_action`, `button0_action`).
    let selectName: String
    let heading: String
    /// The builder's own name: `f-<name>` is its id, for the error summary.
    let name: String
    let originalURIName: String
    let originalURI: String
    let steps: [StepView]
    let builderError: String?
    /// Says that the stored action does not decode and what is wrong with it.
    let note: String?
    let addOperation: String

    /// The builder of slot `slot` (0: the body, 1 + n: button n) whose fields start with `prefix`.
    init(slot: Int, prefix: String, selectName: String, heading: String, fields: CampaignForm.ActionBuilderFields, errors: FormErrors) {
        self.selectName = selectName
        self.heading = heading
        name = prefix + "steps"
        originalURIName = prefix + "braze_uri"
        originalURI = fields.originalURI
        builderError = errors[prefix + "steps"]
        if fields.steps.isEmpty, BrazeAction.isBrazeActionURI(fields.originalURI),
            case .failure(let error) = BrazeAction(uri: fields.originalURI).root
        {
            note =
                "The stored Braze Action does not decode (\(error.detail)), so it has no steps to show. "
                + "Saving keeps it as it is until you add steps."
        } else {
            note = nil
        }
        addOperation = "add-step:\(slot)"
        let count = fields.steps.count
        steps = fields.steps.enumerated().map { index, step in
            let stepPrefix = "\(prefix)step\(index)"
            let selected = Self.choices.contains { $0.value == step.type } ? step.type : CampaignForm.rawStepType
            let arguments = Self.choices.first { $0.value == selected }?.arguments ?? []
            return StepView(
                number: index + 1,
                name: stepPrefix,
                typeName: stepPrefix + "_type",
                options: Self.typeOptions.map { option in
                    var option = option
                    option.selected = option.value == selected
                    return option
                },
                args: (0..<CampaignForm.argumentSlots).map { slot in
                    ArgumentView(
                        id: "f-\(stepPrefix)_arg\(slot)",
                        name: "\(stepPrefix)_arg\(slot)",
                        label: slot < arguments.count ? arguments[slot].label : "",
                        hint: slot < arguments.count ? arguments[slot].hint : "",
                        value: slot < step.args.count ? step.args[slot] : "",
                        hidden: slot >= arguments.count
                    )
                },
                stepError: errors[stepPrefix],
                upOperation: index > 0 ? "up-step:\(slot):\(index)" : nil,
                downOperation: index < count - 1 ? "down-step:\(slot):\(index)" : nil,
                removeOperation: "remove-step:\(slot):\(index)"
            )
        }
    }

    /// The step types offered: the parser's, then a step written as JSON.
    private static let choices: [(value: String, label: String, arguments: [(label: String, hint: String)])] =
        BrazeActionStepType.allCases.map { type in
            (type.rawValue, type.label, type.arguments.map { ($0.label, hint(for: $0.kind)) })
        } + [(CampaignForm.rawStepType, "Another step, as JSON", [("Step JSON", "{\"type\": \"…\", \"args\": […]}")])]

    /// The type select's options, none selected: each choice with its first two arguments' labels
    /// and hints (empty when it has fewer).
    private static let typeOptions: [TypeOption] = choices.map { choice in
        let labels = choice.arguments + Array(repeating: ("", ""), count: max(0, 2 - choice.arguments.count))
        return TypeOption(
            value: choice.value,
            label: choice.label,
            arg0: labels[0].label,
            hint0: labels[0].hint,
            arg1: labels[1].label,
            hint1: labels[1].hint
        )
    }

    /// What an argument input expects, in words.
    private static func hint(for kind: BrazeActionStepType.Argument.Kind) -> String {
        switch kind {
        case .string: return "Text"
        case .value: return "Text, or JSON: 42, true, [\"a\"]"
        case .optionalObject: return "Optional JSON object: {\"plan\": \"pro\"}"
        case .optionalValue: return "Optional: true or false"
        }
    }
}
