public import CampaignServices

extension RemoteImages.Fetching {
    /// Whether and how imports and saves fetch missing images, from the server's settings
    /// (`fetch.remote.images`, `image.fetch.timeout`): the one decision the dashboard's doors and
    /// `vitrine import` share.
    public init(_ configuration: DashboardConfiguration) {
        self = .off
        enabled = configuration.fetchRemoteImages
        timeout = configuration.imageFetchTimeout
        if configuration.imageFetchAllowsLoopback { addresses.allowsLoopback = true }
    }
}
