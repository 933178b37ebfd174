import Crypto

/// Which variant, or the control group, a user gets: Vitrine's reading of what Braze documents
/// ("links the random user id with the campaign id, applies sha256, divides by 100 and keeps the
/// remainder", then slices users by the percentages). Braze does not say which id, in which order,
/// how the digest becomes a number, or in which order the slices run: each of those is a setting
/// here, and the result is Vitrine's reading of Braze's description, never Braze's result
/// (docs/variants.md). A user's assignment is sticky (`reassign`).
public struct VariantAssignment: Sendable, Hashable {
    /// The order the two ids are joined in.
    public enum Order: String, Sendable, Hashable, CaseIterable {
        /// The user's id, then the campaign's.
        case userThenCampaign = "user_campaign"
        /// The campaign's id, then the user's.
        case campaignThenUser = "campaign_user"
    }

    /// How the SHA-256 digest becomes a number before the remainder by 100.
    public enum Digest: String, Sendable, Hashable, CaseIterable {
        /// The whole digest as one big-endian number.
        case whole
        /// Its first eight bytes as a big-endian number.
        case firstEightBytes = "first_8_bytes"
        /// Its first eight hexadecimal digits (four bytes).
        case firstEightHex = "first_8_hex"
    }

    /// The order the slices take the buckets 0…99 in.
    public enum Slices: String, Sendable, Hashable, CaseIterable {
        /// The variants in order, then the control group.
        case variantsThenControl = "variants_then_control"
        /// The control group, then the variants in order.
        case controlFirst = "control_first"
    }

    /// What a user gets.
    public enum Outcome: Sendable, Hashable {
        /// The variant at this index of the split.
        case variant(Int)
        /// The control group.
        case control
    }

    /// The order of the ids.
    public var order: Order
    /// What joins them (nothing by default).
    public var separator: String
    /// How the digest becomes a number.
    public var digest: Digest
    /// The order of the slices.
    public var slices: Slices

    /// The defaults: user id then campaign id, nothing between, the whole digest, the variants
    /// first. None of these is documented.
    public init(
        order: Order = .userThenCampaign,
        separator: String = "",
        digest: Digest = .whole,
        slices: Slices = .variantsThenControl
    ) {
        self.order = order
        self.separator = separator
        self.digest = digest
        self.slices = slices
    }

    /// The user's bucket for the campaign, 0…99.
    public func bucket(userID: String, campaignID: String) -> Int {
        let joined = order == .userThenCampaign ? userID + separator + campaignID : campaignID + separator + userID
        let bytes = Array(SHA256.hash(data: Array(joined.utf8)))
        let used: ArraySlice<UInt8> =
            switch digest {
            case .whole: bytes[...]
            case .firstEightBytes: bytes.prefix(8)
            case .firstEightHex: bytes.prefix(4)
            }
        return used.reduce(0) { ($0 * 256 + Int($1)) % 100 }
    }

    /// The slice a bucket falls in: each slice takes as many buckets as its percentage (rounded
    /// down, the remainder to the last slice taken).
    public func outcome(ofBucket bucket: Int, in split: VariantSplit) -> Outcome {
        var slices: [(Outcome, Double)] = split.variants.enumerated().map { (.variant($0.offset), $0.element.percent) }
        if split.control > 0 {
            if self.slices == .controlFirst { slices.insert((.control, split.control), at: 0) } else { slices.append((.control, split.control)) }
        }
        var upper = 0.0
        for (outcome, percent) in slices {
            upper += percent
            if Double(bucket) < upper.rounded(.down) { return outcome }
        }
        return slices.last?.0 ?? .variant(0)
    }

    /// A user's first assignment to the campaign.
    public func assign(userID: String, campaignID: String, split: VariantSplit) -> Outcome {
        outcome(ofBucket: bucket(userID: userID, campaignID: campaignID), in: split)
    }

    /// A user's assignment after the split changed from `before` to `after`: the user keeps a
    /// variant whose percentage did not change; otherwise the formula runs again on the new split,
    /// except that a user who received a variant (`received`) never enters the control group and
    /// takes the variant the formula gives among the variants alone.
    public func reassign(
        userID: String,
        campaignID: String,
        previous: Outcome,
        received: Bool,
        before: VariantSplit,
        after: VariantSplit
    ) -> Outcome {
        if case .variant(let index) = previous, index < before.variants.count,
            let kept = after.variants.firstIndex(where: { $0.name == before.variants[index].name }),
            after.variants[kept].percent == before.variants[index].percent
        {
            return .variant(kept)
        }
        if case .control = previous, after.control == before.control, after.control > 0 { return .control }
        let fresh = assign(userID: userID, campaignID: campaignID, split: after)
        guard fresh == .control, received else { return fresh }
        return assign(userID: userID, campaignID: campaignID, split: after.withoutControl)
    }
}
