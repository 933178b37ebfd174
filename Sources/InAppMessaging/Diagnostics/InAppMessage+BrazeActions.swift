extension InAppMessage {
    /// Every Braze Action of the message with the wire path of its URI: the body's (`uri`),
    /// then each button's (`btns[i].uri`).
    public var brazeActions: [(path: JSONPath, action: BrazeAction)] {
        clickURIs.compactMap { path, _, action in
            guard case .brazeAction(let brazeAction, _) = action else { return nil }
            return (path, brazeAction)
        }
    }

    /// Whether a click URI of the message (body or button) is a Braze Action the SDK would not
    /// run in full (`BrazeAction.isRunnable`): Android does not display such a message
    /// (`BrazeActionUtils.kt`: `containsInvalidBrazeAction`, which reads no link inside HTML).
    public var containsInvalidBrazeAction: Bool {
        brazeActions.contains { !$0.action.isRunnable }
    }

    /// `braze-action-invalid` errors, at the URI's path: a URI that does not decode, and each
    /// step the SDK would skip (an unknown type, arguments it refuses, a value that is no step);
    /// and `url-unsafe` errors for steps that open a `javascript:` or `vbscript:` link.
    func brazeActionDiagnostics() -> [MessageDiagnostic] {
        var found: [MessageDiagnostic] = []
        for (path, action) in brazeActions {
            func invalid(_ message: String) {
                found.append(MessageDiagnostic(severity: .error, path: path, rule: .brazeActionInvalid, message: message))
            }
            if case .failure(let error) = action.root { invalid("the Braze Action does not decode: \(error.detail)") }
            if let problem = action.versionProblem {
                invalid("iOS and Android show the message, but a click runs none of the Braze Action's steps: \(problem)")
            }
            if case .success = action.root, let problem = action.webDisplayProblem {
                found.append(
                    MessageDiagnostic(
                        severity: .warning,
                        path: path,
                        rule: .brazeActionInvalid,
                        message: "the web does not show this message: \(problem)"
                    )
                )
            }
            for (index, step) in action.steps.enumerated() {
                if let problem = step.problem {
                    invalid("step \(index + 1) of the Braze Action is skipped: \(problem)")
                } else if step.knownType == .openLink || step.knownType == .openLinkInWebview,
                    case .step(_, let args) = step, let url = args.first?.stringValue, let scheme = Self.scriptScheme(of: url)
                {
                    found.append(
                        Self.unsafeURLDiagnostic(at: path, "step \(index + 1) of the Braze Action opens a \(scheme): URL, which runs script")
                    )
                }
            }
        }
        return found
    }
}
