/// One variant of an A/B-tested campaign: a whole message with its name and share of users.
///
/// A campaign that is not split has one variant, unnamed, with 100 percent of users.
public struct CampaignVariant: Sendable, Hashable {
    /// Braze's variation API id (`message_variation_id`), empty when unknown; a user export's
    /// `variation_api_id` pins a user to the variant with this id.
    public var id: String
    /// The name the team gave it (`Variant B`); empty for an unnamed one (shown as its letter).
    public var name: String
    /// Percent of the campaign's users it gets, 0–100.
    public var percentage: Double
    /// The message its users receive.
    public var message: InAppMessage

    /// Creates a variant.
    public init(id: String = "", name: String = "", percentage: Double = 100, message: InAppMessage) {
        self.id = id
        self.name = name
        self.percentage = percentage
        self.message = message
    }

    /// The letter Braze's dashboard gives the variant at `index`: `A`, `B`, … `H`.
    public static func letter(at index: Int) -> String {
        String(UnicodeScalar(UInt8(65 + min(max(index, 0), 25))))
    }

    /// The name to show for the variant at `index`: its own, or `Variant A`.
    public func displayName(at index: Int) -> String {
        name.isEmpty ? "Variant \(Self.letter(at: index))" : name
    }
}
