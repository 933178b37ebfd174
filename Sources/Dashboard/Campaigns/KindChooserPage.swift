import CampaignServices
import CampaignStore
import Hummingbird
import InAppMessaging
import Preview

/// View model of the kind chooser.
struct KindChooserPage: Page {
    /// The template.
    static let template = "kind-chooser"

    /// One kind to choose.
    struct Choice: Sendable {
        let kind: String
        let label: String
        /// The editor for a new campaign of this kind.
        let url: String
        /// The kind's demo as each platform draws it, in `Platform.allCases` order.
        let thumbnails: [Thumbnail]
    }

    /// One picture of a kind: its demo campaign on one platform's first device, made by
    /// `scripts/kind-thumbnails.sh` with `vitrine snapshot`.
    struct Thumbnail: Sendable {
        let platform: String
        let platformLabel: String
        let url: String
    }

    let choices: [Choice]

    /// Every kind, linking under `paths`.
    init(paths: Paths) {
        choices = MessageKind.allCases.map { kind in
            Choice(
                kind: kind.rawValue,
                label: kind.label,
                url: paths.campaignNew(kind: kind.rawValue),
                thumbnails: Platform.allCases.map {
                    Thumbnail(
                        platform: $0.rawValue,
                        platformLabel: $0.displayName,
                        url: paths.image("kinds/\($0.rawValue)/\(kind.rawValue).png")
                    )
                }
            )
        }
    }
}
