import CampaignStore
import Foundation
import Hummingbird
import InAppMessaging

/// Builds the Liquid inputs of a preview from the store: the chosen user profile, the content
/// blocks, the campaign and the clock (the request's moment unless `now` is given).
struct Personaliser: Sendable {
    /// The store holding profiles and content blocks.
    let database: AppDatabase

    /// The personalisation of `message` for the user with id `user` (nil: no user); an unknown
    /// id is a 400 naming `user`. A message without Liquid skips the store.
    func personalisation(
        for message: InAppMessage,
        user: String?,
        now: Double?,
        campaign: (id: String, name: String)? = nil,
        eventProperties: [String: JSONValue] = [:]
    ) async throws -> Personalisation {
        let now = now ?? Date().timeIntervalSince1970
        guard message.hasLiquid else { return Personalisation(now: now) }
        var profile: UserProfile?
        if let user {
            guard let found = try await database.userProfile(id: user) else {
                throw HTTPError(.badRequest, message: "user: no user profile with id \"\(user)\"")
            }
            profile = found
        }
        return Personalisation(
            user: profile,
            eventProperties: eventProperties,
            contentBlocks: try await database.contentBlocks(),
            campaign: campaign,
            now: now
        )
    }
}
