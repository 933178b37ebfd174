import CampaignServices
import CampaignStore
import Foundation
import Hummingbird

/// View model of the asset library.
struct AssetsPage: Page {
    /// The template.
    static let template = "assets"

    /// One stored image.
    struct Item: Sendable {
        let id: String
        let filename: String
        let url: String
        let size: String
        let type: String
        /// The remote URL previews show this image in place of.
        let sourceURL: String?
        /// Where deleting it posts.
        let deleteURL: String
    }

    let items: [Item]
    let isEmpty: Bool
    let error: String?
    let limit: String

    init(assets: [AssetInfo], origin: String, error: String? = nil, paths: Paths) {
        items = assets.map {
            Item(
                id: $0.id,
                filename: $0.filename,
                url: origin + $0.path,
                size: "\(($0.size + 1023) / 1024) KiB",
                type: $0.contentType,
                sourceURL: $0.sourceURL,
                deleteURL: paths.assetDelete($0.id)
            )
        }
        isEmpty = assets.isEmpty
        self.error = error
        limit = "\(AppDatabase.assetSizeLimit >> 20) MiB"
    }
}
