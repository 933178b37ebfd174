extension InAppMessage {
    /// Every Braze Action of the message with the wire path of its URI: the body's (`uri`),
    /// then each button's (`btns[i].uri`).
    public var brazeActions: [(path: JSONPath, action: BrazeAction)] {
        var found: [(path: JSONPath, action: BrazeAction)] = []
        if case .brazeAction(let action, _) = clickAction { found.append((JSONPath.root.appending("uri"), action)) }
        for (index, button) in buttons.enumerated() {
            if case .brazeAction(let action, _) = button.clickAction {
                found.append((JSONPath.root.appending("btns").appending(index).appending("uri"), action))
            }
        }
        return found
    }

    /// Whether a click URI of the message (body or button) is a Braze Action that does not
    /// decode or holds a step the SDK would skip: Android does not display such a message
    /// (`BrazeActionUtils.kt`: `containsInvalidBrazeAction`, which reads no link inside HTML).
    public var containsInvalidBrazeAction: Bool {
        brazeActions.contains { _, action in
            guard case .success = action.root else { return true }
            return action.steps.contains { $0.problem != nil }
        }
    }

    /// `braze-action-invalid` errors, at the URI's path: a URI that does not decode, and each
    /// step the SDK would skip (an unknown type, arguments it refuses, a value that is no step);
    /// and `url-unsafe` errors for steps that open a `javascript:` or `vbscript:` link.
    func brazeActionDiagnostics() -> [MessageDiagnostic] {
        var found: [MessageDiagnostic] = []
        for (path, action) in brazeActions {
            func add(_ rule: RuleID, _ message: String) {
                found.append(MessageDiagnostic(severity: .error, path: path, rule: rule, message: message))
            }
            guard case .success = action.root else {
                if case .failure(let error) = action.root { add(.brazeActionInvalid, "the Braze Action does not decode: \(error.detail)") }
                continue
            }
            for (index, step) in action.steps.enumerated() {
                if let problem = step.problem {
                    add(.brazeActionInvalid, "step \(index + 1) of the Braze Action is skipped: \(problem)")
                } else if step.knownType == .openLink || step.knownType == .openLinkInWebview,
                    case .step(_, let args) = step, let url = args.first?.stringValue, let scheme = Self.scriptScheme(of: url)
                {
                    add(
                        .urlUnsafe,
                        "step \(index + 1) of the Braze Action opens a \(scheme): URL, which runs script; use an https: URL or a deep link"
                    )
                }
            }
        }
        return found
    }
}
