/// Rule 14: running a Braze Action, step by step, when a click's action is one.
///
/// The steps and their arguments are braze-android-sdk's
/// (`android-sdk-ui/src/main/java/com/braze/ui/actions/brazeactions/`): a container runs its
/// steps in order, a step the parser refuses is skipped and the others still run.
extension DeliveryEngine {
    /// Runs the action's step, or logs `braze_action {valid: false, detail}` when its URI does
    /// not decode or (on iOS and Android) its version is not `v1`; the web runs any `v<digits>`.
    mutating func run(_ action: BrazeAction, at: Double) {
        if let problem = action.versionProblem, configuration.platform != .web || !BrazeAction.webVersionPattern(action.version) {
            return emitInvalidBrazeAction(type: nil, detail: problem, at: at)
        }
        switch action.root {
        case .success(let step): run(step, at: at)
        case .failure(let error): emitInvalidBrazeAction(type: nil, detail: error.detail, at: at)
        }
    }

    /// Runs one step: custom events go to the triggers, attributes are set, links open, and
    /// the parser's other steps are logged as `braze_action {type, args}`.
    private mutating func run(_ step: BrazeActionStep, at: Double) {
        if case .container(let steps) = step {
            // Past the event's bound the event is refused: the other steps need not run.
            for child in steps where !isOverEventBound { run(child, at: at) }
            return
        }
        if let problem = step.problem {
            var type: String?
            if case .step(let name, _) = step { type = name }
            return emitInvalidBrazeAction(type: type, detail: problem, at: at)
        }
        guard case .step(let name, let args) = step, let type = step.knownType else { return }
        let first = args.first?.stringValue ?? ""
        switch type {
        case .logCustomEvent:
            if case .object(let properties) = args.count > 1 ? args[1] : .object([:]) {
                match(.customEvent(name: first, properties: properties), at: at)
            }
        case .setCustomUserAttribute:
            setAttribute(first, args[1], at: at)
        case .openLink:
            emitOpenedURL(first, inWebView: false, at: at)
        case .openLinkInWebview:
            emitOpenedURL(first, inWebView: true, at: at)
        case .requestPushPermission, .addToSubscriptionGroup, .removeFromSubscriptionGroup, .addToCustomAttributeArray,
            .removeFromCustomAttributeArray, .setEmailNotificationSubscriptionType, .setPushNotificationSubscriptionType:
            emit(.brazeAction, at: at, onScreenCampaignFields + [.init("type", .string(name)), .init("args", .array(args))])
        }
    }

    /// `braze_action {type?, valid: false, detail}`: a step (or a whole URI) the SDK would not run.
    private mutating func emitInvalidBrazeAction(type: String?, detail: String, at: Double) {
        var fields = onScreenCampaignFields
        if let type { fields.append(.init("type", .string(type))) }
        fields += [.init("valid", .bool(false)), .init("detail", .string(detail))]
        emit(.brazeAction, at: at, fields)
    }
}
