/// A Braze Action: a click action whose URI is `brazeActions://v1/<payload>`, the payload being
/// one step (often a container of steps) as JSON, in UTF-16LE, in URL-safe base64.
///
/// The URI is kept exactly as written, so export writes an action back byte for byte; only an
/// action built from steps (`init(steps:)`) has a URI this type wrote. See docs/wire-format.md.
public struct BrazeAction: Sendable, Hashable {
    /// The URI scheme, compared as the Android SDK does (`isBrazeActionUri`: case-sensitive).
    public static let scheme = "brazeActions"
    /// The only version the SDKs run.
    public static let version = "v1"

    /// The URI as written.
    public let uri: String
    /// The URI's version (its host, `v1`); empty when it has none.
    public let version: String
    /// The step the URI holds, or why it holds none (read whatever the version).
    public let root: Result<BrazeActionStep, BrazeActionError>

    /// Reads the action a URI holds (an undecodable one keeps its URI and says why in `root`).
    public init(uri: String) {
        self.uri = uri
        (version, root) = Self.decode(uri)
    }

    /// The action running `steps` in order: a single step as itself, several in a container.
    public init(steps: [BrazeActionStep]) {
        let step = steps.count == 1 ? steps[0] : .container(steps)
        uri = Self.encode(step)
        version = Self.version
        root = .success(step)
    }

    /// Whether a click URI is a Braze Action (scheme `brazeActions`).
    public static func isBrazeActionURI(_ uri: String) -> Bool {
        uri.hasPrefix(scheme + ":")
    }

    /// The steps a click runs, containers opened (none when the URI does not decode).
    public var steps: [BrazeActionStep] {
        (try? root.get())?.leaves ?? []
    }

    /// Whether Android's display check passes the action: its URI decodes, whatever its version,
    /// and no step is one the SDK would skip (a step's `problem`). `BrazeActionUtils.kt`'s
    /// `containsInvalidBrazeAction` never reads the version; a click then runs nothing when it is
    /// not `v1` (`versionProblem`).
    public var isRunnable: Bool {
        guard case .success = root else { return false }
        return steps.allSatisfy { $0.problem == nil }
    }

    /// Why a click on the action runs none of its steps on iOS and Android although it decodes:
    /// its version is not `v1` (`BrazeActionParser.execute` returns for any other); nil when it is.
    public var versionProblem: String? {
        guard case .success = root, version != Self.version else { return nil }
        return "version \"\(version)\" is not supported: the SDKs run \(Self.version) only"
    }

    /// This action when it already runs `steps` (containers opened), so an unedited action
    /// keeps its URI byte for byte; otherwise the action that runs them.
    public func withSteps(_ steps: [BrazeActionStep]) -> BrazeAction {
        (try? root.get()) != nil && self.steps == steps.flatMap(\.leaves) ? self : BrazeAction(steps: steps)
    }
}

/// Why a `brazeActions://` URI holds no step: the version, the base64, the UTF-16 or the JSON.
public struct BrazeActionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in one sentence.
    public var detail: String

    /// Creates an error.
    public init(_ detail: String) {
        self.detail = detail
    }

    /// The detail.
    public var description: String { detail }
}
